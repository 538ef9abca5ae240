import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/unavailable';
import { openTestDatabase } from './database';

/**
 * DB_STATEMENT_TIMEOUT_MS reaches the database session on both drivers, and on PostgreSQL a
 * statement that runs past it is cancelled by the server and answered as "unavailable" (503),
 * leaving the pool usable. (A frozen server, which statement_timeout cannot stop, is in
 * database-outage.test.ts.)
 */
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';
let database: Database;
const rowsOf = async (query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase({ statementMs: 400, connectMs: 2000 });
});
afterAll(async () => {
  await database?.close();
});

describe('the statement timeout', () => {
  it('is set on the database session', async () => {
    expect(await rowsOf(sql`show statement_timeout`)).toEqual([{ statement_timeout: '400ms' }]);
  });

  it.skipIf(!onPostgres)(
    'cancels a statement that runs longer on PostgreSQL, as an outage',
    async () => {
      const started = Date.now();
      const error = await database.db.execute(sql`select pg_sleep(3)`).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // Ten at once: whatever connection the cancelled statement used is fine, or was replaced.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => rowsOf(sql`select 1 as one`)),
      );
      expect(answers).toEqual(Array(10).fill([{ one: 1 }]));
    },
  );
});
