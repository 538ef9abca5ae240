import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, type Database, type Db } from './client';
import { NotificationListener } from './notification-listener';
import * as schema from './schema';

/**
 * Instances starting together on one database take turns to migrate (a session advisory lock),
 * so the second finds the migrations recorded instead of racing to apply them again.
 */
async function migrateOnce(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('fairway:migrations'))");
    await migrate();
  } finally {
    // Ending the session releases the lock, whatever happened.
    await client.end();
  }
}

export async function openPostgres(url: string): Promise<Database> {
  // A connection attempt gives up after 5 s, so a request during an outage fails (503) instead
  // of waiting for ever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  await migrateOnce(url, () => migrate(db as never, { migrationsFolder: migrationsFolder() }));
  const listener = new NotificationListener(url);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onMessage) => listener.subscribe(channel, onMessage),
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
        connectionTimeoutMillis: 10_000,
      });
      await client.connect();
      return client;
    },
  };
}
