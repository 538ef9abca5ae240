import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerRoutes } from './app-routes';
import { buildServices } from './app-services';
import type { Config } from './config';
import type { Database } from './db/client';
import type { GolfDataProvider } from './golf-data/provider';
import type { GolfDataSync } from './golf-data/sync';
import type { GolfDataJobs, GolfDataJobsOptions } from './golf-data/jobs';
import { LARGEST_BODY_LIMIT, registerBodyLimits } from './http/body-limits';
import { registerNulCharacterCheck } from './http/nul-characters';
import { registerWebApp } from './http/static-web';
import {
  errorForLog,
  redactLogFields,
  redactLogMessages,
  requestForLog,
} from './monitoring/redaction';
import { prettyLogTransport, prettyPrinterPath } from './monitoring/log-output';
import { systemClock, type Clock } from './lib/clock';
import type { AuthService } from './modules/auth/service';
import type { MailDelivery, MailDeliveryOptions } from './modules/mail/delivery';
import type { ChatService } from './modules/chat/service';
import type { DashboardService } from './modules/dashboard/service';
import type {
  GroupTournamentRow,
  GroupTournamentSummaries,
} from './modules/game/tournament-summaries';
import type { DemoService } from './modules/demo/service';
import type { EventBus } from './modules/events/bus';
import type { LiveWrites } from './modules/live';
import type { NoticesJob, NoticeService, Nudges } from './modules/notices';
import type { StreamRegistry } from './modules/events/stream-registry';
import type { GroupAccess } from './modules/groups/access';
import type { GroupService } from './modules/groups/service';
import type { MemberCounts } from './modules/groups/member-counts';
import type { GroupAdminService } from './modules/game/admin-service';
import type { EntryService } from './modules/game/entries-service';
import type { MemberTournamentService } from './modules/game/member-service';
import type { GroupTournamentCache, StandingsService } from './modules/standings';
import type { ForecastService, ForecastThread } from './modules/forecast';
import type { HistoryService } from './modules/history/service';
import type { BillingService } from './modules/billing/service';
import type { CardPaymentService } from './modules/card-payments/service';
import type { MemberPaymentService } from './modules/member-payments/service';
import type { PaymentInfoService } from './modules/payment-info/service';
import type { PaymentProvider } from './payments';
import type { TournamentService } from './modules/tournaments/service';
import type { RateLimits } from './security/limiter';
import type { Sessions } from './security/sessions';
import type { TokenService } from './security/tokens';

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
  /** Deadline reminders every minute; main.ts starts them, closing the app stops them. */
  noticesJob: NoticesJob;
  notices: NoticeService;
  nudges: Nudges;
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
  groups: GroupService<GroupTournamentRow>;
  chat: ChatService;
  dashboard: DashboardService;
  demo: DemoService;
  groupAdmin: GroupAdminService;
  memberTournaments: MemberTournamentService;
  entries: EntryService;
  standings: StandingsService;
  /** The forecast's worker thread; closing the app stops it. */
  forecastThread: ForecastThread;
  /** Live win probabilities, expected payouts and rooting (modules/forecast). */
  forecasts: ForecastService;
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
  const { config } = options;
  const clock = options.clock ?? systemClock;
  // Readable lines at a terminal in development, JSON lines otherwise (monitoring/log-output.ts).
  const transport = options.logStream ? undefined : prettyLogTransport(terminalFacts(config));
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // The one sanitiser of logs and error reports (monitoring/redaction.ts): errors without
      // query parameters, and no emails, password hashes, tokens or credentials in any text.
      serializers: { err: errorForLog, req: requestForLog },
      formatters: { log: redactLogFields },
      hooks: { logMethod: redactLogMessages },
      ...(options.logStream && { stream: options.logStream }),
      ...(transport && { transport }),
    },
    // One line per request is noise at any volume; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // The outer cap; each route has its own, smaller for most (http/body-limits.ts).
    bodyLimit: LARGEST_BODY_LIMIT,
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
  registerBodyLimits(app);
  registerNulCharacterCheck(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { services, wiring } = await buildServices(app, options, clock);
  const { golfJobs, noticesJob, mailDelivery, events, sessions, limits, forecastThread } = services;
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    await golfJobs.stop();
    await noticesJob.stop();
    await forecastThread.close();
    await mailDelivery.stop();
    await events.stop();
    await sessions.stop();
    await limits.close();
  });

  await registerRoutes(app, options, services, wiring);

  await registerWebApp(app, options.webRoot ?? null);
  return app;
}

/** How the process's standard output is read: by a person at a terminal, or by a program. */
const terminalFacts = (config: Config) => ({
  env: config.env,
  isTTY: process.stdout.isTTY === true,
  prettyPrinter: prettyPrinterPath(),
});
