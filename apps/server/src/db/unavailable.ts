/**
 * Whether an error means the database cannot be reached (down, restarting, network cut), as
 * opposed to a bug: such requests answer 503 and the server keeps running until it returns.
 * Drivers and Drizzle wrap the socket error, so the whole `cause` chain is looked at.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATE: class 08 (connection exception); 57P01-57P03 (shutting down, cannot connect now);
 * 57014 (statement cancelled: DB_STATEMENT_TIMEOUT_MS ran out, the database is too slow now).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|57014)$/;
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  // pg's client-side limit: the database did not answer at all (frozen, or the network).
  'Query read timeout',
  // A connection discarded after such a failure, still used by its transaction's ROLLBACK
  // (discard-broken-connections.ts).
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Fairway cannot reach its database right now. Please try again in a moment.';
