import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
