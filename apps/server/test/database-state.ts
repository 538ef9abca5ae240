import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/** Raw rows: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The whole database in one string: each table's row count and a hash of its rows. Two equal
 * fingerprints mean no row was added, changed or removed in between.
 */
export async function fingerprint(db: Db): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as t, count(*)::int as n,
            md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
          from ${sql.identifier(name)} x`,
  );
  return JSON.stringify(await rowsOf(db, sql.join(parts, sql` union all `)));
}
