/**
 * What of a failure may be written to the log or sent to error reporting: the one sanitiser both
 * use (docs/security.md, "Logs and error reports"). Query parameters never leave: Drizzle puts
 * them in a failed query's message ("Failed query: <sql>\nparams: <values>") and keeps them on
 * the error, and the database's own error keeps them too, with a `detail` that can quote whole
 * rows. So an error is logged field by field from a list of safe ones, its message and stack
 * keep the SQL (placeholders only) but not the parameters, and every text that leaves is
 * scrubbed of emails, password hashes, tokens and credentials.
 */

import type { LogFn, Logger } from 'pino';

/** What a text may carry that must not leave, and what it becomes. */
const SECRETS: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // Argon2 hashes: $argon2id$v=19$m=19456,t=2,p=1$salt$hash.
  [
    /\$argon2(?:id|i|d)\$(?:v=\d+\$)?m=\d+,t=\d+,p=\d+(?:\$[A-Za-z0-9+/=]*){0,2}/g,
    '[password hash]',
  ],
  // JWTs (a base64url JSON header starts "eyJ").
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[^\s,;"']+/gi, '$1 [token]'],
  // Query values named like secrets: ?token=, ?reset_token=, ?code=, ?api_key=, ?password=...
  [/([?&])([^=&#?\s]*)=([^&#\s"'<>]*)/g, redactQueryValue],
  // Passwords in connection strings: postgres://user:password@host.
  [/(\/\/[^/\s:@]+:)[^@\s/]+@/g, '$1[redacted]@'],
  // Emails; the look-behind starts a match only where a name starts, so a long run of letters
  // is scanned once, not once from each of its letters.
  [
    /(?<![\w.!#%&'*+=?^`{|}~-])[\w.!#%&'*+=?^`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
    '[email]',
  ],
];

function redactQueryValue(parameter: string, separator: string, name: string): string {
  return SECRET_QUERY_NAME.test(name) ? `${separator}${name}=[redacted]` : parameter;
}

const SECRET_QUERY_NAME = /token|secret|passw|signature|code|key/i;

/** Where Drizzle appends a failed query's parameters to its message. */
const QUERY_PARAMETERS = '\nparams: ';

/** Longer texts are cut: no log line needs more, and the patterns stay quick. */
const MAX_TEXT = 20_000;

/** A text with any query parameters cut off and secrets replaced by a word for what they were. */
export function redactText(text: string): string {
  const cut = text.indexOf(QUERY_PARAMETERS);
  let safe = cut === -1 ? text : text.slice(0, cut);
  if (safe.length > MAX_TEXT) safe = `${safe.slice(0, MAX_TEXT)}...`;
  for (const [pattern, replacement] of SECRETS)
    safe =
      typeof replacement === 'string'
        ? safe.replace(pattern, replacement)
        : safe.replace(pattern, replacement);
  return safe;
}

/** An error's message as it may be logged or shown: no query parameters, no secrets. */
export function safeErrorMessage(error: unknown): string {
  return redactText(error instanceof Error ? error.message : String(error));
}

/** Fields of errors (Node's, PostgreSQL's, HTTP clients') that say what failed, not with what. */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'status',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  /** An AggregateError's errors (a connection refused on each of several addresses). */
  errors?: LoggedError[];
  [field: string]: unknown;
}

/**
 * An error as the log shows it (pino's `err` serializer) and the way a crash at start prints:
 * its type, message, stack and safe fields, and the same for its causes. Nothing else it
 * carries is copied: not `params`, not `detail`, not whatever a future error adds.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = redactText(String(error));
    return { type: typeof error, message, stack: message };
  }
  const message = safeErrorMessage(error);
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: safeStack(error, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'number') logged[field] = value;
    else if (typeof value === 'string') logged[field] = redactText(value);
  }
  // Causes and aggregated errors a few levels deep; a cycle or a long chain ends there.
  if (depth < 4) {
    if (error.cause !== undefined) logged.cause = errorForLog(error.cause, depth + 1);
    if (error instanceof AggregateError)
      logged.errors = (error.errors as unknown[])
        .slice(0, 10)
        .map((e) => errorForLog(e, depth + 1));
  }
  return logged;
}

/** The stack with its first line's message replaced by the safe one; the frames kept. */
function safeStack(error: Error, safeMessage: string): string {
  const stack = error.stack ?? '';
  const heading = `${error.name}: ${error.message}`;
  // Without the heading the message's place is unknown: only the frames are kept.
  const firstFrame = stack.indexOf('\n    at ');
  const frames = stack.startsWith(heading)
    ? stack.slice(heading.length)
    : firstFrame === -1
      ? ''
      : stack.slice(firstFrame);
  return `${error.name}: ${safeMessage}${redactText(frames)}`;
}

/**
 * A request as the log shows it (pino's `req` serializer): its method and URL, with secret
 * query values redacted. Headers and addresses are left out.
 */
export function requestForLog(request: { method: string; url: string }) {
  return { method: request.method, url: redactText(request.url) };
}

/**
 * Every text in a log line's own fields redacted (pino's `log` formatter), a few levels deep.
 * Errors and requests are left to their serializers; the caller's objects are not changed.
 */
export function redactLogFields(fields: Record<string, unknown>): Record<string, unknown> {
  return redactPlain(fields, 0) as Record<string, unknown>;
}

function redactPlain(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactPlain(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactPlain(item, depth + 1)]),
  );
}

/** Every text argument of a log call redacted, its message above all (pino's logMethod hook). */
export function redactLogMessages(this: Logger, args: Parameters<LogFn>, method: LogFn): void {
  const redacted = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg));
  // Given an error and no message, pino would take the error's own message, parameters and all.
  const [first] = redacted;
  if (redacted.length === 1 && typeof first === 'object' && first !== null) {
    const error = first instanceof Error ? first : (first as { err?: unknown }).err;
    if (error instanceof Error) redacted.push(safeErrorMessage(error));
  }
  method.apply(this, redacted as Parameters<LogFn>);
}

/**
 * A Sentry event or breadcrumb with every text in it redacted, in place (the SDK's beforeSend
 * and beforeBreadcrumb): exception values are error messages, which is where query parameters
 * were.
 */
export function redactReport<T extends object>(report: T): T {
  const seen = new Set<object>();
  const pending: object[] = [report];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (seen.has(node)) continue;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') record[key] = redactText(value);
      else if (value !== null && typeof value === 'object') pending.push(value);
    }
  }
  return report;
}
