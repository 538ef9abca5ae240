import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../security/passwords';
import { normalizeEmail } from './normalize-email';

/**
 * On first start (no users at all) creates the platform administrator as user 1
 * (docs/rules.md). Without ADMIN_PASSWORD a random password is generated and printed once.
 */
export async function ensureAdminUser(
  db: Db,
  config: Config,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return;
  const email = normalizeEmail(config.admin.email ?? 'admin@localhost');
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    id: 1,
    name: config.admin.name,
    email,
    passwordHash: await hashPassword(password),
    // The operator chose the address: there is nobody to prove it to.
    emailVerifiedAt: new Date(),
  });
  // The row was written with an explicit id; move the sequence past it.
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))`,
  );
  if (config.admin.password) log.info({ email }, 'created the platform administrator (user 1)');
  else
    log.warn(
      `created the platform administrator (user 1): ${email} with password ${password} (shown once; set ADMIN_PASSWORD to choose it)`,
    );
}
