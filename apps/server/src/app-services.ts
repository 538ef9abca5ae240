import type { FastifyInstance } from 'fastify';
import type { AppOptions, AppServices } from './app';
import type { Db } from './db/client';
import { GolfDataSync } from './golf-data/sync';
import { GolfDataJobs } from './golf-data/jobs';
import { createLeaderLock, MAIL_DELIVERY_LOCK_KEY } from './db/leader-lock';
import { GolfDataStatusStore } from './golf-data/status';
import type { Clock } from './lib/clock';
import type { AccountHooks } from './modules/auth';
import { AuthService } from './modules/auth/service';
import { EmailVerification } from './modules/auth/email-verification';
import { LoginLimits } from './modules/auth/login-limits';
import { AccountMail, SessionEpochs } from './modules/auth';
import { MailDelivery } from './modules/mail/delivery';
import {
  AlternateNotices,
  DeadlineReminders,
  NoticeDelivery,
  NoticeService,
  NoticesJob,
  Nudges,
  ResultsNotices,
  UnsubscribeTokens,
} from './modules/notices';
import { createMailTransport } from './modules/mail/transport';
import { ChatService } from './modules/chat/service';
import { claimImportedHistory } from './modules/csv-imports/claim-imported-history';
import { DashboardService } from './modules/dashboard/service';
import { GroupTournamentSummaries } from './modules/game/tournament-summaries';
import { DemoService } from './modules/demo/service';
import { EventBus } from './modules/events/bus';
import { LIVE_MEMORY_BYTES, LIVE_MEMORY_TTL_MS, LiveMemory, LiveWrites } from './modules/live';
import { StreamRegistry } from './modules/events/stream-registry';
import { GroupAccess } from './modules/groups/access';
import { GroupService } from './modules/groups/service';
import { groupsOnChanges, leaveAllGroups } from './modules/groups';
import { MemberCounts } from './modules/groups/member-counts';
import { GroupAdminService } from './modules/game/admin-service';
import { gameOnChanges } from './modules/game';
import { SettingsEdits } from './modules/game/settings-edits';
import { EntryService } from './modules/game/entries-service';
import { MemberTournamentService } from './modules/game/member-service';
import { GroupTournamentCache, StandingsService } from './modules/standings';
import { ForecastService, ForecastThread } from './modules/forecast';
import { HistoryService } from './modules/history/service';
import { BillingService } from './modules/billing/service';
import { earlierPayment } from './modules/billing';
import { CardPaymentService } from './modules/card-payments/service';
import { MemberPaymentService } from './modules/member-payments/service';
import { PaymentInfoService } from './modules/payment-info/service';
import { removePaymentHandles } from './modules/payment-info';
import { removePasskeys } from './modules/passkeys';
import { createPaymentProvider, type PaymentProvider } from './payments';
import {
  BoardCache,
  TournamentRows,
  TournamentService,
  tournamentsOnChanges,
} from './modules/tournaments';
import { RateLimits } from './security/limiter';
import { resolveJwtSecret } from './security/jwt-secret';
import { Sessions } from './security/sessions';
import { TokenService } from './security/tokens';

/** What the routes need besides the services: shared parts made while building them. */
export interface AppWiring {
  db: Db;
  jwtSecret: string;
  accountMail: AccountMail;
  accountHooks: AccountHooks;
  loginLimits: LoginLimits;
  verification: EmailVerification;
  paymentProvider: PaymentProvider;
}

/** Builds (and starts) the services buildApp decorates the app with (app.ts). */
export async function buildServices(
  app: FastifyInstance,
  options: AppOptions,
  clock: Clock,
): Promise<{ services: AppServices; wiring: AppWiring }> {
  const { config, database } = options;
  const limits = await RateLimits.connect(config.redisUrl, app.log);
  const jwtSecret = await resolveJwtSecret(config, database);
  const tokens = new TokenService(jwtSecret, config.tokenTtlSeconds, () => clock.now());
  // The session check reads and moves accounts' epochs through the accounts area, their owner.
  const sessions = new Sessions(database, tokens, new SessionEpochs(database.db));
  await sessions.start();
  const db = database.db;
  const accountMail = new AccountMail(config);
  const mailDelivery = new MailDelivery(
    database,
    await createMailTransport(config),
    createLeaderLock(database, MAIL_DELIVERY_LOCK_KEY),
    app.log,
    clock,
    options.mailDelivery,
  );
  const loginLimits = new LoginLimits(limits);
  const events = new EventBus(database);
  await events.start();
  const live = new LiveWrites(db, events, app.log);
  // Standings bodies are the largest views: STANDINGS_CACHE_MB is their room in the memory.
  const liveMemory = new LiveMemory(
    events,
    LIVE_MEMORY_BYTES + config.standingsCacheBytes,
    LIVE_MEMORY_TTL_MS,
  );
  // Accounts sit below the areas that keep what else belongs to a person: those areas' parts of
  // an account change are handed in here (modules/auth/account-hooks.ts).
  const accountHooks: AccountHooks = {
    removeWaysIn: [removePasskeys, removePaymentHandles],
    claimImportedHistory,
    leaveGroups: leaveAllGroups,
  };
  const verification = new EmailVerification(
    db,
    accountMail,
    clock,
    limits,
    config.supportEmail,
    live,
    accountHooks,
  );
  const groupAccess = new GroupAccess(db, liveMemory);
  const tournamentRows = new TournamentRows(db, liveMemory);
  const summaries = new GroupTournamentSummaries(db, liveMemory);
  const memberCounts = new MemberCounts(db, liveMemory);
  const groups = new GroupService(db, groupAccess, live, clock, limits, summaries, memberCounts);
  const boards = new BoardCache(db, liveMemory);
  const groupTournaments = new GroupTournamentCache(
    db,
    memberCounts,
    liveMemory,
    tournamentRows,
    clock,
  );
  const memberTournaments = new MemberTournamentService(db, groupAccess, clock, boards);
  const paymentProvider = options.payments ?? (await createPaymentProvider(config, db));
  const golfSync = new GolfDataSync(db, live, options.golf, clock, app.log);
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
  const tournaments = new TournamentService(db, tournamentRows, liveMemory);
  const unsubscribeTokens = new UnsubscribeTokens(jwtSecret);
  const noticeDelivery = new NoticeDelivery(config, unsubscribeTokens);
  const forecastThread = new ForecastThread();
  const forecasts = new ForecastService(
    db,
    forecastThread,
    events,
    clock,
    { simulations: config.forecastSimulations, seed: config.simSeed },
    app.log,
  );
  const standings = new StandingsService(
    db,
    groupAccess,
    memberTournaments,
    clock,
    groupTournaments,
    boards,
    live,
    liveMemory,
    forecasts,
  );
  const noticesJob = new NoticesJob(
    [
      new DeadlineReminders(database, clock, noticeDelivery),
      new ResultsNotices(database, clock, standings, noticeDelivery),
    ],
    app.log,
  );
  // The areas' handlers of changes and keepers of versions (modules/live, the change map).
  tournamentsOnChanges(live, tournamentRows);
  gameOnChanges(live, clock);
  groupsOnChanges(live);
  // An alternate coming in is told in the group's chat and the owner's bell.
  new AlternateNotices(database, live, clock, noticeDelivery).followLeaderboards();
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
    noticesJob,
    notices: new NoticeService(db, clock, unsubscribeTokens),
    nudges: new Nudges(db, groupAccess, clock, noticeDelivery),
    chat: new ChatService(db, groupAccess, live, limits),
    dashboard: new DashboardService(db, groups, clock, liveMemory),
    demo: new DemoService(db, summaries, standings),
    groupAdmin: new GroupAdminService(
      db,
      groupAccess,
      clock,
      live,
      earlierPayment,
      new SettingsEdits(live, clock, limits),
    ),
    memberTournaments,
    entries: new EntryService(db, groupAccess, clock, live),
    standings,
    forecastThread,
    forecasts,
    history: new HistoryService(db, groupAccess, clock),
    paymentInfo: new PaymentInfoService(db, groupAccess),
    memberPayments: new MemberPaymentService(db, groupAccess, clock),
    billing: new BillingService(db, groupAccess, clock),
    cardPayments: new CardPaymentService(db, groupAccess, paymentProvider, clock, app.log, live),
  };
  return {
    services,
    wiring: {
      db,
      jwtSecret,
      accountMail,
      accountHooks,
      loginLimits,
      verification,
      paymentProvider,
    },
  };
}
