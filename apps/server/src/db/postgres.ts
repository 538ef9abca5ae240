import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';
import { NotificationListener } from './notification-listener';
import { discardBrokenConnections } from './discard-broken-connections';
import { pgTimeoutOptions } from './pg-timeouts';
import * as schema from './schema';

/**
 * Instances starting together on one database take turns to migrate (a session advisory lock),
 * so the second finds the migrations recorded instead of racing to apply them again. The
 * migrations run on that same connection, outside the pool and its statement timeout: a
 * migration building an index on a large table may rightly take longer than any request.
 */
async function migrateOnce(url: string, timeouts: DatabaseTimeouts): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('fairway:migrations'))");
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    // Ending the session releases the lock, whatever happened.
    await client.end();
  }
}

export async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<Database> {
  // Every statement and every wait for a connection is limited (DB_STATEMENT_TIMEOUT_MS,
  // DB_CONNECT_TIMEOUT_MS), so during an outage or a freeze a request fails with a 503 within
  // seconds instead of waiting for as long as the database is gone.
  const pool = new pg.Pool({ connectionString: url, max: 10, ...pgTimeoutOptions(timeouts) });
  discardBrokenConnections(pool);
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  await migrateOnce(url, timeouts);
  const listener = new NotificationListener(url, timeouts);
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onMessage, onMissed) => {
      const stopHearingReconnects = onMissed ? listener.onReconnect(onMissed) : () => undefined;
      const unsubscribe = await listener.subscribe(channel, onMessage);
      return async () => {
        stopHearingReconnects();
        await unsubscribe();
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
    openSession: async () => {
      const client = new pg.Client({
        connectionString: url,
        keepAlive: true,
        connectionTimeoutMillis: timeouts.connectMs,
      });
      await client.connect();
      return client;
    },
  };
}
