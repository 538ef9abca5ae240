/**
 * Error reporting (Sentry), the same on the server and in the browser: the sample rates
 * (docs/rules.md, "Error reporting"), and what an event may never carry. Free of zod so the browser
 * bundles stay small.
 */
export const MONITORING_SAMPLE_RATES = {
  traces: 0.1,
  replaysSession: 0.1,
  replaysOnError: 1,
} as const;

/** The parts of a Sentry event that can hold personal data (structural, so both SDKs fit). */
interface ReportableEvent {
  user?: { [key: string]: unknown } | undefined;
  request?:
    | {
        url?: string | undefined;
        headers?: { [key: string]: string } | undefined;
        cookies?: unknown;
        data?: unknown;
        query_string?: unknown;
      }
    | undefined;
  breadcrumbs?: { data?: { [key: string]: unknown } | undefined }[] | undefined;
}

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'stripe-signature']);

/** A URL without its query string and fragment, which may carry tokens (/auth/callback?token=). */
export const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '');

/**
 * Removes personal data before an event leaves: the user is reduced to their id, request bodies,
 * cookies, query strings and credentials go, and URLs lose their query strings, in breadcrumbs
 * too. Returns the same event for the SDK's beforeSend hooks.
 */
export function stripPersonalData<T extends ReportableEvent>(event: T): T {
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  const request = event.request;
  if (request) {
    delete request.data;
    delete request.cookies;
    delete request.query_string;
    if (request.url) request.url = withoutQuery(request.url);
    if (request.headers)
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase())),
      );
  }
  for (const breadcrumb of event.breadcrumbs ?? []) {
    const data = breadcrumb.data;
    if (!data) continue;
    for (const key of ['url', 'from', 'to'])
      if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
  }
  return event;
}
