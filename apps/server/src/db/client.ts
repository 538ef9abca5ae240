import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { NotificationListener } from './notification-listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Anything that can run a query: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Postgres LISTEN/NOTIFY, or its in-process equivalent for the embedded database. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: the whole data folder as a tarball (backups, test templates). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, for session-level state
   * such as the jobs' advisory lock. The caller ends it.
   */
  openSession?: () => Promise<pg.Client>;
}

/**
 * The checked-in SQL migrations: next to this file in the sources (src/db/migrations), and
 * copied next to the bundle by the build (dist/migrations).
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const folder = join(here, 'migrations');
  if (!existsSync(folder)) throw new Error(`Database migrations not found at ${folder}`);
  return folder;
}

export interface DatabaseLocation {
  /** `postgres://...`, `memory://` (embedded, in memory), or unset for embedded in dataDir. */
  url?: string | undefined;
  dataDir: string;
  /** Embedded only: start from this dumped data folder (tests load one migrated template instead of running initdb each time). */
  pgliteTemplate?: Blob;
}

/**
 * The migrated, empty embedded database the build ships beside the bundle
 * (dist/pglite-template.tar.gz, see build.mjs): a first start in an empty data folder loads it
 * instead of running initdb and every migration (about 0.6 s instead of 2 s and more). None when
 * running from the sources or when the folder already holds a database.
 */
export function shippedTemplate(dataDir: string): Blob | undefined {
  const template = join(dirname(fileURLToPath(import.meta.url)), 'pglite-template.tar.gz');
  if (!existsSync(template) || existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return undefined;
  return new Blob([readFileSync(template)], { type: 'application/x-gzip' });
}

/** Opens and migrates the database: a PostgreSQL server, or embedded PGlite in memory or in a folder. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.url?.startsWith('postgres')) return openPostgres(location.url);
  return openPglite(
    location.url === 'memory://' ? 'memory://' : join(location.dataDir, 'pglite'),
    location.pgliteTemplate,
  );
}

/**
 * PGlite's own start parameters (single-user mode, no parallel workers) with a smaller buffer
 * pool: PostgreSQL's default 128 MB is touched at start and never given back, which made an
 * idle server hold about 400 MiB. An embedded database is small and the operating system
 * caches its files anyway, so 16 MB costs nothing measurable (docs/performance.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dataPath: string, template?: Blob): Promise<Database> {
  if (dataPath !== 'memory://') mkdirSync(dataPath, { recursive: true });
  const client = await PGlite.create(dataPath === 'memory://' ? undefined : dataPath, {
    ...(template && { loadDataDir: template }),
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

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

async function openPostgres(url: string): Promise<Database> {
  // A connection attempt gives up after 5 s, so a request during an outage fails (503) instead
  // of waiting for ever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not take the process down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migrateOnce(url, () => migratePg(db as never, { migrationsFolder: migrationsFolder() }));
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
