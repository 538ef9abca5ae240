import type pg from 'pg';
import type { DatabaseTimeouts } from '../config';

/**
 * The client-side limit is a little longer than the server's statement_timeout: a server that
 * answers cancels a slow statement itself (a clean error, the connection stays usable), so
 * the client's limit only fires when the server does not answer at all (frozen, or a network
 * that silently drops packets), where statement_timeout cannot help.
 */
const CLIENT_GRACE_MS = 500;

/** pg options for a pool or a connection: both statement limits and the connect timeout. */
export function pgTimeoutOptions(timeouts: DatabaseTimeouts) {
  return {
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    connectionTimeoutMillis: timeouts.connectMs,
  } satisfies pg.ClientConfig;
}
