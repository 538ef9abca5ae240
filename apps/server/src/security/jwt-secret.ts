import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { readOrSetSetting } from '../db/settings';

/**
 * JWT_SECRET when set. Otherwise one generated once and kept: in the data folder for the embedded
 * database (docs/operations.md, "Rotate the JWT secret"), in the database itself with PostgreSQL so
 * every instance signs with the same key (production refuses this in config.ts).
 */
export async function resolveJwtSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const generated = randomBytes(48).toString('base64url');
  if (database.kind === 'postgres') return readOrSetSetting(database.db, 'jwt_secret', generated);
  if (config.databaseUrl === 'memory://') return generated;
  const file = join(config.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, generated, { mode: 0o600 });
    return generated;
  }
}
