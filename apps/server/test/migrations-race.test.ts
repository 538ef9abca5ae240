import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/migrations-folder';

/**
 * Instances starting together on one fresh PostgreSQL database migrate it once between them.
 * Only meaningful with a real PostgreSQL server, so it runs in the api-postgres project.
 */
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('migrations with several instances', () => {
  it('migrates a fresh database once when two instances start together', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const name = `fairway_race_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        [0, 1, 2].map(() => openDatabase({ url: url.toString(), dataDir: '' })),
      );
      const probe = new pg.Client({ connectionString: url.toString() });
      await probe.connect();
      const applied = await probe.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      const files = readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql'));
      expect(applied.rows[0].n).toBe(files.length);
      await probe.end();
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
