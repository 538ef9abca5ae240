import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseTimeouts } from '../config';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/**
 * PGlite's own start parameters (single-user mode, no parallel workers) with a smaller buffer
 * pool: PostgreSQL's default 128 MB is touched at start and never given back, which kept an
 * idle server far above its memory target. An embedded database is small and the operating
 * system caches its files anyway, so the smaller pool costs nothing measurable
 * (docs/decisions/0008-lean-embedded-database-memory.md; figures in docs/performance.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles it with its baseline
 * compiler (Liftoff) and recompiles busy functions with TurboFan on background threads, whose
 * working memory the C allocator keeps once they are done. Staying on Liftoff keeps an idle
 * embedded server under its memory target and starts it sooner, for a few percent of the
 * throughput of query-bound calls such as the dashboard
 * (docs/decisions/0008-lean-embedded-database-memory.md; the A/B figures in
 * docs/performance.md, "2026-11-24").
 * The flag is the process's and only WebAssembly reads it: PGlite, and undici's small HTTP
 * parser behind fetch (the ESPN client), which runs on Liftoff too at no measurable cost. It
 * is set before PGlite compiles; a server on PostgreSQL never gets here.
 */
function compileLean(): void {
  setFlagsFromString('--liftoff-only');
}

export async function openPglite(
  dataPath: string,
  timeouts: DatabaseTimeouts,
  template?: Blob,
): Promise<Database> {
  compileLean();
  if (dataPath !== 'memory://') mkdirSync(dataPath, { recursive: true });
  const client = await PGlite.create(dataPath === 'memory://' ? undefined : dataPath, {
    ...(template && { loadDataDir: template }),
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsFolder() });
  // Set after the migrations, which may rightly take longer. PGlite 0.5 accepts the setting but
  // does not enforce it: PostgreSQL times statements out with a timer signal, which PGlite's
  // single WebAssembly thread does not get, and a running query blocks the whole process anyway.
  // It is set so that a later PGlite that enforces it needs no change here. A connect timeout
  // has no meaning in-process (docs/operations.md).
  await client.exec(`SET statement_timeout = ${timeouts.statementMs}`);
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
