import type * as SentrySdk from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { MONITORING_SAMPLE_RATES, stripPersonalData } from '@fairway/domain';
import type { Config } from '../config';
import { redactReport } from './redaction';

/**
 * The SDK, loaded only when reporting is on: it weighs on an idle server's heap
 * (docs/decisions/0008-lean-embedded-database-memory.md).
 */
let Sentry: typeof SentrySdk | undefined;

/**
 * Server error reporting with @sentry/node, only when SENTRY_DSN is set. Only real faults (the
 * 500s the error handler answers) are reported; a 4xx is the API doing its job. Events carry the
 * route, method and status, never a request body, credentials or query string, and no query
 * parameters, emails, password hashes or tokens in any text.
 */
export async function startErrorReporting(config: Config): Promise<boolean> {
  if (!config.sentry.dsn) return false;
  Sentry ??= await import('@sentry/node');
  Sentry.init({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    sendDefaultPii: false,
    // Fairway reports its own failures (below); the SDK's automatic instrumentation would need
    // to be preloaded before Fastify (node --import) and adds nothing the handler misses.
    defaultIntegrations: false,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
    ],
    // The log's sanitiser too (redaction.ts): no query parameters, emails, hashes or tokens.
    beforeSend: (event) => redactReport(stripPersonalData(event)),
    beforeBreadcrumb: (breadcrumb) => redactReport(breadcrumb),
  });
  return true;
}

/** Reports a request that failed with a 500 (a no-op while reporting is off). */
export function reportRequestFailure(error: unknown, request: FastifyRequest): void {
  const sentry = Sentry;
  if (!sentry?.isInitialized()) return;
  sentry.withScope((scope) => {
    scope.setTags({
      endpoint: request.routeOptions.url ?? 'unknown route',
      method: request.method,
      status: 500,
    });
    if (request.userId !== null) scope.setUser({ id: String(request.userId) });
    sentry.captureException(error);
  });
}

/** Sends what is queued before the process exits (at most `timeoutMs`). */
export const flushErrorReports = (timeoutMs = 2000) =>
  Sentry?.isInitialized() ? Sentry.flush(timeoutMs) : Promise.resolve(true);
