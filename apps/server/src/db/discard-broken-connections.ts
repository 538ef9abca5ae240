import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Makes the pool drop a connection lent to a transaction once one of its statements fails
 * because the database is unreachable or did not answer in time, instead of losing it or
 * lending it out again. Plain queries need nothing: the pool's own query() hands the error back
 * with the connection, and the pool ends it. Drizzle 0.45's transactions (the promise form of
 * query(), on a connection from pool.connect()) do not:
 * - when BEGIN fails, the connection is never given back, so every transaction that meets a
 *   frozen database would take one of the pool's ten connections for good;
 * - when ROLLBACK fails, it is given back without the error, so the pool keeps it, still
 *   waiting for the answer to the statement pg's query_timeout gave up on.
 * Giving it back with the error here ends it: what the transaction still sends (its ROLLBACK)
 * fails at once instead of waiting out a timeout of its own, and Drizzle's own release after
 * that does nothing.
 */
export function discardBrokenConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        result.catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) giveBackBroken(client, error);
        });
      return result;
    }) as typeof client.query;
  });
}

function giveBackBroken(client: pg.PoolClient, error: unknown): void {
  // The pool's release for this loan, which may be called once.
  const release = client.release;
  client.release = () => undefined;
  try {
    release(error instanceof Error ? error : new Error(String(error)));
  } catch {
    // Already given back (the pool lends a fresh release function with every loan).
  }
}
