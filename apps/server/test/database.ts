import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTimeouts } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or,
 * in the api-postgres project, a new database on TEST_DATABASE_URL's server that is dropped
 * when the test file is done. `timeouts` default to DB_STATEMENT_TIMEOUT_MS's and
 * DB_CONNECT_TIMEOUT_MS's defaults.
 */
export async function openTestDatabase(
  timeouts?: DatabaseTimeouts,
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.FAIRWAY_TEST_DB !== 'postgres' || !serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ url: 'memory://', dataDir: '', pgliteTemplate: template, timeouts });
  }
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', timeouts });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
