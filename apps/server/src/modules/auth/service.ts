import { and, eq, isNull } from 'drizzle-orm';
import type { LoginBody, RegisterBody, User } from '@fairway/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notSignedIn } from '../../lib/domain-errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import type { RateLimits } from '../../security/limiter';
import type { Sessions } from '../../security/sessions';
import type { EmailVerification } from './email-verification';
import type { LoginLimits } from './login-limits';
import { liveAccount, type LiveAccount } from './live-account';
import { normalizeEmail } from './normalize-email';

const REGISTER_LIMIT_MESSAGE = 'Too many registration attempts. Please try again later.';

export function presentUser(row: LiveAccount): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
  };
}

/**
 * Registration and password sign-in. A new account signs in at once and is mailed a link to
 * prove its email; until then it cannot take over imported history or be linked by Google
 * (docs/rules.md "Accounts").
 */
export class AuthService {
  readonly #registrationsByIp;
  readonly #registrationsByEmail;

  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    limits: RateLimits,
    private readonly loginLimits: LoginLimits,
    private readonly verification: EmailVerification,
  ) {
    this.#registrationsByIp = limits.define('register-ip', 20, 60 * 60);
    this.#registrationsByEmail = limits.define('register-email', 5, 60 * 60);
  }

  async register(input: RegisterBody, ip: string): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.#registrationsByIp.consume(ip, REGISTER_LIMIT_MESSAGE);
    await this.#registrationsByEmail.consume(email, REGISTER_LIMIT_MESSAGE);
    const passwordHash = await hashPassword(input.password);
    const created = await this.db.transaction(async (tx) => {
      // An imported account with this email stays apart until the email is proven.
      const [user] = await tx
        .insert(users)
        .values({ name: input.name.trim(), email, passwordHash })
        .onConflictDoNothing()
        .returning();
      if (user) await this.verification.send(tx, { ...user, email });
      return user;
    });
    if (!created) throw conflict('An account with this email already exists');
    return this.sessions.issue(created.id, created.sessionEpoch);
  }

  async login(input: LoginBody, ip: string): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.loginLimits.attempt(email, ip);
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.importedAt)));
    const valid = await this.loginLimits.checked(
      email,
      ip,
      (async () =>
        verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password))(),
    );
    if (!user || !user.passwordHash || !valid) throw notSignedIn('Invalid email or password');
    await this.loginLimits.succeeded(email, ip);
    return this.sessions.issue(user.id, user.sessionEpoch);
  }

  async currentUser(userId: number): Promise<User> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    const user = liveAccount(row);
    if (!user) throw notSignedIn();
    return presentUser(user);
  }
}
