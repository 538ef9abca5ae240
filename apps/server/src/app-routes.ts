import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { AppOptions, AppServices } from './app';
import type { AppWiring } from './app-services';
import type { Config } from './config';
import { registerAuthentication } from './http/authenticate';
import { registerNoStoreByDefault } from './http/cache-control';
import { registerErrorHandler } from './http/error-handler';
import { registerReadiness } from './http/readiness';
import { registerSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { appConfigRoutes } from './modules/app-config/routes';
import { authRoutes } from './modules/auth/routes';
import { accountRoutes } from './modules/auth/account-routes';
import { AccountDeletion } from './modules/auth/account-deletion';
import { PasswordService } from './modules/auth/passwords';
import { GoogleAccounts } from './modules/auth';
import { GoogleClient } from './modules/google-auth/google-client';
import { googleAuthRoutes } from './modules/google-auth/routes';
import { GoogleSignInService } from './modules/google-auth/service';
import { SignInStateSealer } from './modules/google-auth/sign-in-state';
import { PasskeyService } from './modules/passkeys/service';
import { passkeyRoutes } from './modules/passkeys/routes';
import { chatRoutes } from './modules/chat/routes';
import { noticeRoutes } from './modules/notices';
import { dashboardRoutes } from './modules/dashboard/routes';
import { demoRoutes } from './modules/demo/routes';
import { eventRoutes } from './modules/events/routes';
import { groupRoutes } from './modules/groups/routes';
import { groupAdminRoutes } from './modules/game/admin-routes';
import { memberGameRoutes } from './modules/game/member-routes';
import { settingsAuditRoutes } from './modules/game/audit-routes';
import { SettingsAudit } from './modules/game/settings-audit';
import { standingsRoutes } from './modules/standings/routes';
import { forecastRoutes } from './modules/standings/forecast-routes';
import { historyRoutes } from './modules/history/routes';
import { csvImportRoutes } from './modules/csv-imports/routes';
import { GroupCsvImportService } from './modules/csv-imports/group-service';
import { HistoricalImportService } from './modules/csv-imports/historical-service';
import { testHookRoutes } from './modules/test-hooks/routes';
import { billingRoutes } from './modules/billing/routes';
import { cardPaymentRoutes } from './modules/card-payments/routes';
import { memberPaymentRoutes } from './modules/member-payments/routes';
import { SeasonMoneyList } from './modules/member-payments/season';
import { paymentInfoRoutes } from './modules/payment-info/routes';
import { AdminTierService } from './modules/admin-tiers/service';
import { adminTierRoutes } from './modules/admin-tiers/routes';
import { adminEntriesRoutes } from './modules/admin-entries/routes';
import { profileRoutes } from './modules/profile/routes';
import { ProfileService } from './modules/profile/service';
import { AdminEntriesService } from './modules/admin-entries/service';
import { PlatformAdminService } from './modules/platform-admin/service';
import { platformAdminRoutes } from './modules/platform-admin/routes';
import { tournamentRoutes } from './modules/tournaments/routes';

/** The security headers, the HTTP plumbing and every API route, in order (buildApp, app.ts). */
export async function registerRoutes(
  app: FastifyInstance,
  options: AppOptions,
  services: AppServices,
  wiring: AppWiring,
): Promise<void> {
  const { config, database } = options;
  const {
    clock,
    sessions,
    limits,
    live,
    events,
    groupAccess,
    groups,
    memberTournaments,
    golfJobs,
  } = services;
  const { db, jwtSecret, accountMail, accountHooks, loginLimits, verification, paymentProvider } =
    wiring;

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
  registerNoStoreByDefault(app);
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
      accountHooks,
    ),
    deletion: new AccountDeletion(
      db,
      sessions,
      accountMail,
      clock,
      loginLimits,
      live,
      accountHooks,
    ),
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
            new GoogleAccounts(sessions, accountHooks),
          )
        : undefined,
    publicUrl: config.publicUrl,
  });
  await app.register(profileRoutes, {
    profile: new ProfileService(db, live, services.memberCounts),
  });
  await app.register(tournamentRoutes, { tournaments: services.tournaments });
  await app.register(demoRoutes, { demo: services.demo });
  await app.register(groupRoutes, { groups });
  await app.register(chatRoutes, { chat: services.chat });
  await app.register(noticeRoutes, { notices: services.notices, nudges: services.nudges });
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
  });
  await app.register(settingsAuditRoutes, { audit: new SettingsAudit(db, groupAccess) });
  await app.register(standingsRoutes, { standings: services.standings });
  await app.register(forecastRoutes, { standings: services.standings });
  await app.register(historyRoutes, { history: services.history });
  await app.register(csvImportRoutes, {
    historical: new HistoricalImportService(db, clock, app.log, live),
    groupUploads: new GroupCsvImportService(db, groupAccess, clock, app.log, live, limits),
  });
  await app.register(paymentInfoRoutes, { paymentInfo: services.paymentInfo });
  await app.register(memberPaymentRoutes, {
    payments: services.memberPayments,
    season: new SeasonMoneyList(db, groupAccess, clock),
  });
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
  if (config.testHooks)
    await app.register(testHookRoutes, {
      clock,
      golfSync: services.golfSync,
      noticesJob: services.noticesJob,
      golf: options.golf,
      db,
    });
}

const stripeSources = (config: Config, sources: string[]) =>
  config.payments === 'stripe' ? sources : [];
