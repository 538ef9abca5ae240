import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { GolfDataProvider } from './golf-data/provider';
import { GolfDataSync } from './golf-data/sync';
import { GolfDataJobs, type GolfDataJobsOptions } from './golf-data/jobs';
import { createLeaderLock, MAIL_DELIVERY_LOCK_KEY } from './db/leader-lock';
import { GolfDataStatusStore } from './golf-data/status';
import { registerAuthentication } from './http/authenticate';
import { registerErrorHandler } from './http/error-handler';
import { registerNulCharacterCheck } from './http/nul-characters';
import { registerReadiness } from './http/readiness';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/static-web';
import {
  errorForLog,
  redactLogFields,
  redactLogMessages,
  requestForLog,
} from './monitoring/redaction';
import { systemClock, type Clock } from './lib/clock';
import { appConfigRoutes } from './modules/app-config/routes';
import { AuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { accountRoutes } from './modules/auth/account-routes';
import { AccountDeletion } from './modules/auth/account-deletion';
import { EmailVerification } from './modules/auth/email-verification';
import { LoginLimits } from './modules/auth/login-limits';
import { PasswordService } from './modules/auth/passwords';
import { AccountMail } from './modules/mail/account-mail';
import { MailDelivery, type MailDeliveryOptions } from './modules/mail/delivery';
import { createMailTransport } from './modules/mail/transport';
import { GoogleClient } from './modules/google-auth/google-client';
import { googleAuthRoutes } from './modules/google-auth/routes';
import { GoogleSignInService } from './modules/google-auth/service';
import { SignInStateSealer } from './modules/google-auth/sign-in-state';
import { PasskeyService } from './modules/passkeys/service';
import { passkeyRoutes } from './modules/passkeys/routes';
import { ChatService } from './modules/chat/service';
import { chatRoutes } from './modules/chat/routes';
import { DashboardService } from './modules/dashboard/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { GroupTournamentSummaries } from './modules/groups/tournament-summaries';
import { BoardCache } from './modules/game/board-cache';
import { DemoService } from './modules/demo/service';
import { demoRoutes } from './modules/demo/routes';
import { EventBus } from './modules/events/bus';
import {
  announceLeaderboardUpdates,
  LIVE_MEMORY_BYTES,
  LIVE_MEMORY_TTL_MS,
  LiveMemory,
  LiveWrites,
} from './modules/live';
import { eventRoutes } from './modules/events/routes';
import { StreamRegistry } from './modules/events/stream-registry';
import { GroupAccess } from './modules/groups/access';
import { GroupService } from './modules/groups/service';
import { MemberCounts } from './modules/groups/member-counts';
import { groupRoutes } from './modules/groups/routes';
import { GroupAdminService } from './modules/game/admin-service';
import { groupAdminRoutes } from './modules/game/admin-routes';
import { EntryService } from './modules/game/entries-service';
import { MemberTournamentService } from './modules/game/member-service';
import { memberGameRoutes } from './modules/game/member-routes';
import { StandingsService } from './modules/game/standings-service';
import { GroupTournamentCache } from './modules/game/group-tournament-cache';
import { HistoryService } from './modules/history/service';
import { historyRoutes } from './modules/history/routes';
import { csvImportRoutes } from './modules/csv-imports/routes';
import { GroupCsvImportService } from './modules/csv-imports/group-service';
import { HistoricalImportService } from './modules/csv-imports/historical-service';
import { testHookRoutes } from './modules/test-hooks/routes';
import { BillingService } from './modules/billing/service';
import { billingRoutes } from './modules/billing/routes';
import { CardPaymentService } from './modules/card-payments/service';
import { cardPaymentRoutes } from './modules/card-payments/routes';
import { MemberPaymentService } from './modules/member-payments/service';
import { memberPaymentRoutes } from './modules/member-payments/routes';
import { PaymentInfoService } from './modules/payment-info/service';
import { paymentInfoRoutes } from './modules/payment-info/routes';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { AdminTierService } from './modules/admin-tiers/service';
import { adminTierRoutes } from './modules/admin-tiers/routes';
import { adminEntriesRoutes } from './modules/admin-entries/routes';
import { profileRoutes } from './modules/profile/routes';
import { ProfileService } from './modules/profile/service';
import { AdminEntriesService } from './modules/admin-entries/service';
import { PlatformAdminService } from './modules/platform-admin/service';
import { platformAdminRoutes } from './modules/platform-admin/routes';
import { TournamentService } from './modules/tournaments/service';
import { tournamentRoutes } from './modules/tournaments/routes';
import { RateLimits } from './security/limiter';
import { resolveJwtSecret } from './security/jwt-secret';
import { Sessions } from './security/sessions';
import { TokenService } from './security/tokens';

export interface AppOptions {
  config: Config;
  database: Database;
  golf: GolfDataProvider;
  clock?: Clock;
  /** The built web app's folder; null serves the API only. */
  webRoot?: string | null;
  /** The card payment provider; by default the one PAYMENTS names. */
  payments?: PaymentProvider;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Golf data job timings (tests shorten them); by default from the config. */
  jobs?: Partial<
    Pick<GolfDataJobsOptions, 'updateIntervalMs' | 'leaderCheckMs' | 'scheduleSyncMs'>
  >;
  /** Mail delivery timings (tests shorten the retries). */
  mailDelivery?: MailDeliveryOptions;
  /** How often event streams ping and check their session (tests shorten it). */
  streamHeartbeatMs?: number;
}

export interface AppServices {
  clock: Clock;
  tokens: TokenService;
  sessions: Sessions;
  /** Sends the outbox; main.ts starts it, closing the app stops it. */
  mailDelivery: MailDelivery;
  auth: AuthService;
  tournaments: TournamentService;
  golfSync: GolfDataSync;
  /** The schedule sync and live update jobs; main.ts starts them, closing the app stops them. */
  golfJobs: GolfDataJobs;
  limits: RateLimits;
  events: EventBus;
  /** The one way to write what live views show (modules/live). */
  live: LiveWrites;
  /** Every open event stream, by user (bounded; closes a user's streams). */
  streams: StreamRegistry;
  groupAccess: GroupAccess;
  /** Per-instance memories the standings and group pages share (tests look inside them). */
  memberCounts: MemberCounts;
  summaries: GroupTournamentSummaries;
  groupTournaments: GroupTournamentCache;
  groups: GroupService;
  chat: ChatService;
  dashboard: DashboardService;
  demo: DemoService;
  groupAdmin: GroupAdminService;
  memberTournaments: MemberTournamentService;
  entries: EntryService;
  standings: StandingsService;
  history: HistoryService;
  paymentInfo: PaymentInfoService;
  memberPayments: MemberPaymentService;
  billing: BillingService;
  cardPayments: CardPaymentService;
}

export interface RouteInfo {
  method: string;
  url: string;
  isPublic: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Every route as registered, for the tests that walk them all. */
    routeTable: RouteInfo[];
  }
}

/** The Fastify app with every route, without listening: main.ts and the tests both use it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // The one sanitiser of logs and error reports (monitoring/redaction.ts): errors without
      // query parameters, and no emails, password hashes, tokens or credentials in any text.
      serializers: { err: errorForLog, req: requestForLog },
      formatters: { log: redactLogFields },
      hooks: { logMethod: redactLogMessages },
      ...(options.logStream && { stream: options.logStream }),
    },
    // One line per request is noise at any volume; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids and paths are case-sensitive; a trailing slash still reaches the route.
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routeTable: RouteInfo[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, isPublic: route.config?.public === true });
    }
  });
  registerNulCharacterCheck(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const limits = await RateLimits.connect(config.redisUrl, app.log);
  const jwtSecret = await resolveJwtSecret(config, database);
  const tokens = new TokenService(jwtSecret, config.tokenTtlSeconds, () => clock.now());
  const sessions = new Sessions(database, tokens);
  await sessions.start();
  const db = database.db;
  const accountMail = new AccountMail(config);
  const mailDelivery = new MailDelivery(
    database,
    await createMailTransport(config),
    createLeaderLock(database, MAIL_DELIVERY_LOCK_KEY),
    app.log,
    options.mailDelivery,
  );
  const loginLimits = new LoginLimits(limits);
  const events = new EventBus(database);
  await events.start();
  const live = new LiveWrites(db, events);
  const liveMemory = new LiveMemory(events, LIVE_MEMORY_BYTES, LIVE_MEMORY_TTL_MS);
  const verification = new EmailVerification(
    db,
    accountMail,
    clock,
    limits,
    config.supportEmail,
    live,
  );
  const groupAccess = new GroupAccess(db, liveMemory);
  const summaries = new GroupTournamentSummaries(db, events);
  const memberCounts = new MemberCounts(db, liveMemory);
  const groups = new GroupService(db, groupAccess, live, clock, limits, summaries, memberCounts);
  const boards = new BoardCache(db);
  const groupTournaments = new GroupTournamentCache(db, memberCounts, events, clock);
  const memberTournaments = new MemberTournamentService(db, groupAccess, clock, boards);
  const paymentProvider = options.payments ?? (await createPaymentProvider(config, db));
  const golfSync = new GolfDataSync(db, options.golf, clock, app.log);
  const golfJobs = new GolfDataJobs({
    sync: golfSync,
    status: new GolfDataStatusStore(db),
    lock: createLeaderLock(database),
    provider: options.golf.name,
    clock,
    log: app.log,
    updateIntervalMs: config.updateIntervalSeconds * 1000,
    ...options.jobs,
  });
  const tournaments = new TournamentService(db);
  golfSync.onLeaderboardStored((tournamentId) => tournaments.forgetTournament(tournamentId));
  const services: AppServices = {
    live,
    clock,
    tokens,
    sessions,
    mailDelivery,
    limits,
    events,
    streams: new StreamRegistry(config.eventStreamsMax),
    groupAccess,
    memberCounts,
    summaries,
    groupTournaments,
    groups,
    auth: new AuthService(db, sessions, limits, loginLimits, verification),
    tournaments,
    golfSync,
    golfJobs,
    chat: new ChatService(db, groupAccess, events, limits),
    dashboard: new DashboardService(db, groups, clock, liveMemory),
    demo: new DemoService(db, summaries),
    groupAdmin: new GroupAdminService(db, groupAccess, clock, live),
    memberTournaments,
    entries: new EntryService(db, groupAccess, clock, live),
    standings: new StandingsService(
      db,
      groupAccess,
      memberTournaments,
      clock,
      groupTournaments,
      boards,
      events,
      config.standingsCacheBytes,
    ),
    history: new HistoryService(db, groupAccess, clock),
    paymentInfo: new PaymentInfoService(db, groupAccess),
    memberPayments: new MemberPaymentService(db, groupAccess, clock),
    billing: new BillingService(db, groupAccess, clock),
    cardPayments: new CardPaymentService(db, groupAccess, paymentProvider, clock, app.log, live),
  };
  announceLeaderboardUpdates(db, services.golfSync, events);
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await golfJobs.stop();
    await mailDelivery.stop();
    await events.stop();
    await sessions.stop();
    await limits.close();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe Elements loads its script and card frames from Stripe when PAYMENTS=stripe.
        scriptSrc: ["'self'", ...stripeSources(config, ['https://js.stripe.com'])],
        frameSrc: [
          "'self'",
          ...stripeSources(config, ['https://js.stripe.com', 'https://hooks.stripe.com']),
        ],
        // React sets style attributes and the toast library injects a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...stripeSources(config, ['https://api.stripe.com']),
          // The browser sends its error reports straight to the DSN's host.
          ...(config.sentry.dsn ? [new URL(config.sentry.dsn).origin] : []),
        ],
        // Session replays compress in a worker made from a blob.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  registerErrorHandler(app);
  registerAuthentication(app, sessions);
  await registerOpenApi(app);

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  registerReadiness(app, { database, limits });

  await app.register(appConfigRoutes, { config });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(accountRoutes, {
    verification,
    passwords: new PasswordService(
      db,
      sessions,
      accountMail,
      clock,
      limits,
      loginLimits,
      config.supportEmail,
      app.log,
      live,
    ),
    deletion: new AccountDeletion(db, sessions, accountMail, clock, loginLimits, live),
    sessions,
  });
  await app.register(passkeyRoutes, {
    passkeys: new PasskeyService(db, sessions, config.webauthn, clock, limits),
  });
  const { clientId, clientSecret, issuer } = config.google;
  await app.register(googleAuthRoutes, {
    google:
      clientId && clientSecret
        ? new GoogleSignInService(
            db,
            sessions,
            new GoogleClient(issuer, clientId, clientSecret),
            new SignInStateSealer(jwtSecret),
            live,
            clock,
          )
        : undefined,
    publicUrl: config.publicUrl,
  });
  await app.register(profileRoutes, { profile: new ProfileService(db, live) });
  await app.register(tournamentRoutes, { tournaments: services.tournaments });
  await app.register(demoRoutes, { demo: services.demo });
  await app.register(groupRoutes, { groups });
  await app.register(chatRoutes, { chat: services.chat });
  await app.register(eventRoutes, {
    bus: events,
    access: groupAccess,
    streams: services.streams,
    sessions,
    clock,
    ...(options.streamHeartbeatMs && { heartbeatMs: options.streamHeartbeatMs }),
  });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(groupAdminRoutes, { admin: services.groupAdmin });
  await app.register(memberGameRoutes, {
    members: memberTournaments,
    entries: services.entries,
    standings: services.standings,
  });
  await app.register(historyRoutes, { history: services.history });
  await app.register(csvImportRoutes, {
    historical: new HistoricalImportService(db, clock, app.log, live),
    groupUploads: new GroupCsvImportService(db, groupAccess, clock, app.log, live, limits),
  });
  await app.register(paymentInfoRoutes, { paymentInfo: services.paymentInfo });
  await app.register(memberPaymentRoutes, { payments: services.memberPayments });
  await app.register(billingRoutes, { billing: services.billing });
  await app.register(adminTierRoutes, { tiers: new AdminTierService(db) });
  await app.register(adminEntriesRoutes, { entries: new AdminEntriesService(db, clock) });
  await app.register(platformAdminRoutes, {
    admin: new PlatformAdminService(db, golfJobs, config),
  });
  await app.register(cardPaymentRoutes, {
    cardPayments: services.cardPayments,
    provider: paymentProvider,
  });
  if (config.testHooks) await app.register(testHookRoutes, { clock, golfSync: services.golfSync });

  await registerWebApp(app, options.webRoot ?? null);
  return app;
}

const stripeSources = (config: Config, sources: string[]) =>
  config.payments === 'stripe' ? sources : [];
