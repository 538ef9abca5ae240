import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { modules } from './app-modules';
import type { Config } from './config';
import type { AppOptions } from './core';
import { LARGEST_BODY_LIMIT } from './http/body-limits';
import {
  errorForLog,
  redactLogFields,
  redactLogMessages,
  requestForLog,
} from './monitoring/redaction';
import { prettyLogTransport, prettyPrinterPath } from './monitoring/log-output';

export type { AppOptions } from './core';

export interface RouteInfo {
  method: string;
  url: string;
  isPublic: boolean;
}

/**
 * The services main.ts and the tests reach (`app.services`), gathered in one place from what
 * the modules expose (each area's plugin.ts says what its parts are).
 */
export type AppServices = ReturnType<typeof servicesOf>;

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
  // The modules, in order (app-modules.ts): each builds its area and registers its routes.
  for (const module of modules) await app.register(module, options);
  app.decorate('services', servicesOf(app));
  return app;
}

const servicesOf = (app: FastifyInstance) => ({
  clock: app.core.clock,
  tokens: app.core.tokens,
  sessions: app.core.sessions,
  limits: app.core.limits,
  mailDelivery: app.mail.delivery,
  events: app.events.bus,
  streams: app.events.streams,
  live: app.live.writes,
  auth: app.auth.service,
  tournaments: app.tournaments.service,
  golfSync: app.golfData.sync,
  golfJobs: app.golfData.jobs,
  groupAccess: app.groups.access,
  memberCounts: app.groups.memberCounts,
  groups: app.groups.service,
  chat: app.chat.service,
  summaries: app.game.summaries,
  groupAdmin: app.game.admin,
  memberTournaments: app.game.memberTournaments,
  entries: app.game.entries,
  dashboard: app.dashboard.service,
  forecastThread: app.forecast.thread,
  forecasts: app.forecast.service,
  standings: app.standings.service,
  groupTournaments: app.standings.groupTournaments,
  demo: app.demo.service,
  noticesJob: app.notices.job,
  notices: app.notices.service,
  nudges: app.notices.nudges,
  history: app.history.service,
  paymentInfo: app.paymentInfo.service,
  memberPayments: app.memberPayments.service,
  billing: app.billing.service,
  cardPayments: app.cardPayments.service,
});

/** How the process's standard output is read: by a person at a terminal, or by a program. */
const terminalFacts = (config: Config) => ({
  env: config.env,
  isTTY: process.stdout.isTTY === true,
  prettyPrinter: prettyPrinterPath(),
});
