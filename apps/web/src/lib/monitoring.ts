import { useSyncExternalStore } from 'react';
import type * as SentryReact from './sentry-sdk';
import type { MonitoringSettings } from '@fairway/contract';
import { MONITORING_SAMPLE_RATES, stripPersonalData, withoutQuery } from '@fairway/domain';

/**
 * Browser error reporting with @sentry/react, active only when the server has SENTRY_DSN (it
 * hands the DSN over in /api/config). The SDK is loaded on demand, so deployments without it
 * ship none of its code to the browser. Everything here is a no-op until started.
 */
type SentrySdk = typeof SentryReact;

let sdk: SentrySdk | null = null;
let settings: MonitoringSettings | null = null;
/** Who is signed in; known before reporting starts, and applied when it does. */
let signedInUserId: number | null = null;
const listeners = new Set<() => void>();

export async function startMonitoring(monitoring: MonitoringSettings | null): Promise<void> {
  if (!monitoring || sdk) return;
  const Sentry = await import('./sentry-sdk');
  Sentry.init({
    dsn: monitoring.dsn,
    environment: monitoring.environment,
    sendDefaultPii: false,
    integrations: [
      Sentry.browserTracingIntegration(),
      // Replays show the screen's layout, never its text, inputs or images.
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    tracesSampleRate: MONITORING_SAMPLE_RATES.traces,
    // This site's API, whether served by the app itself or by the development API server.
    tracePropagationTargets: [
      /^\/api\//,
      `${window.location.origin}/api`,
      /^http:\/\/localhost:3000\/api/,
    ],
    replaysSessionSampleRate: MONITORING_SAMPLE_RATES.replaysSession,
    replaysOnErrorSampleRate: MONITORING_SAMPLE_RATES.replaysOnError,
    beforeSend: (event) => stripPersonalData(event),
    beforeSendTransaction: (event) => stripPersonalData(event),
    beforeBreadcrumb: (breadcrumb) => {
      // Navigation and request breadcrumbs would otherwise keep invite codes and tokens.
      if (breadcrumb.data?.url) breadcrumb.data.url = withoutQuery(String(breadcrumb.data.url));
      return breadcrumb;
    },
  });
  // Before anything can be reported (the /test-sentry panel enables its buttons on the
  // listeners below): a report sent in between would carry no user.
  Sentry.setUser(asSentryUser(signedInUserId));
  sdk = Sentry;
  settings = monitoring;
  for (const listener of listeners) listener();
}

/** The settings in effect, or null while reporting is off (shown on /test-sentry). */
export const monitoringSettings = () => settings;

/** The settings as React state: a page opened before reporting started updates once it does. */
export const useMonitoringSettings = () =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    monitoringSettings,
    () => null,
  );

/** Who is signed in, by id only, so reports of one person's trouble can be grouped. */
export function identifyUser(userId: number | null): void {
  signedInUserId = userId;
  sdk?.setUser(asSentryUser(userId));
}

const asSentryUser = (userId: number | null) => (userId === null ? null : { id: String(userId) });

/** Anything worth a report, with searchable tags (endpoint, status, method, query key, ...). */
export function reportError(
  error: unknown,
  tags: Record<string, string | number> = {},
): string | null {
  if (!sdk) return null;
  const Sentry = sdk;
  return Sentry.withScope((scope) => {
    scope.setTags(tags);
    return Sentry.captureException(error);
  });
}

export function reportMessage(message: string): string | null {
  return sdk ? sdk.captureMessage(message, 'info') : null;
}

/** Runs `work` inside a traced span when reporting is on; plainly otherwise. */
export function traced<T>(name: string, op: string, work: () => Promise<T>): Promise<T> {
  return sdk ? sdk.startSpan({ name, op, forceTransaction: true }, work) : work();
}
