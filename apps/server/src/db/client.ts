import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from '../config';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Anything that can run a query: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Postgres LISTEN/NOTIFY, or its in-process equivalent for the embedded database. `onMissed`
   * is called when notifications may have been lost: PostgreSQL's listening connection was
   * lost and is back (never on the first connect, and never on the embedded database).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onMissed?: () => void,
  ): Promise<() => Promise<void>>;
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

export interface DatabaseLocation {
  /** `postgres://...`, `memory://` (embedded, in memory), or unset for embedded in dataDir. */
  url?: string | undefined;
  dataDir: string;
  /** Statement and connect timeouts; DB_STATEMENT_TIMEOUT_MS's and DB_CONNECT_TIMEOUT_MS's defaults if not given. */
  timeouts?: DatabaseTimeouts;
  /** Embedded only: start from this dumped data folder (tests load one migrated template instead of running initdb each time). */
  pgliteTemplate?: Blob;
}

/**
 * The migrated, empty embedded database the build ships beside the bundle
 * (dist/pglite-template.tar.gz, see build.mjs): a first start in an empty data folder loads it
 * instead of running initdb and every migration, which is far slower
 * (docs/decisions/0005-shipped-migrated-database.md). None when running from the sources or
 * when the folder already holds a database.
 */
export function shippedTemplate(dataDir: string): Blob | undefined {
  const template = join(dirname(fileURLToPath(import.meta.url)), 'pglite-template.tar.gz');
  if (!existsSync(template) || existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) return undefined;
  return new Blob([readFileSync(template)], { type: 'application/x-gzip' });
}

/**
 * Opens and migrates the database: a PostgreSQL server, or embedded PGlite in memory or in a
 * folder. Each driver is loaded only when used: a server on PostgreSQL never loads PGlite, and
 * an embedded one never loads pg.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const timeouts = location.timeouts ?? DATABASE_TIMEOUT_DEFAULTS;
  if (location.url?.startsWith('postgres'))
    return (await import('./postgres')).openPostgres(location.url, timeouts);
  return (await import('./pglite')).openPglite(
    location.url === 'memory://' ? 'memory://' : join(location.dataDir, 'pglite'),
    timeouts,
    location.pgliteTemplate,
  );
}
