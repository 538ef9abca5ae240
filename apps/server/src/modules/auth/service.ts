import { eq, isNotNull } from 'drizzle-orm';
import type { LoginBody, RegisterBody, User } from '@fairway/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound, unauthorized } from '../../http/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import type { RateLimits } from '../../security/limiter';
import type { TokenService } from '../../security/tokens';
import type { EventBus } from '../events/bus';
import { announceGroupTournamentChanges } from '../game/standings-notices';
import { bumpVersionsOfPlayer } from '../game/store';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const LOGIN_LIMIT_MESSAGE = 'Too many login attempts. Please try again later.';
const REGISTER_LIMIT_MESSAGE = 'Too many registration attempts. Please try again later.';

export function presentUser(row: typeof users.$inferSelect): User {
  return { id: row.id, name: row.name, email: row.email, created_at: row.createdAt.toISOString() };
}

export class AuthService {
  readonly #loginFailuresByIp;
  readonly #loginFailuresByEmail;
  readonly #registrationsByIp;
  readonly #registrationsByEmail;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    limits: RateLimits,
    private readonly events: EventBus,
  ) {
    this.#loginFailuresByIp = limits.define('login-ip', 30, 15 * 60);
    this.#loginFailuresByEmail = limits.define('login-email', 5, 15 * 60);
    this.#registrationsByIp = limits.define('register-ip', 20, 60 * 60);
    this.#registrationsByEmail = limits.define('register-email', 5, 60 * 60);
  }

  async register(input: RegisterBody, ip: string): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.#registrationsByIp.consume(ip, REGISTER_LIMIT_MESSAGE);
    await this.#registrationsByEmail.consume(email, REGISTER_LIMIT_MESSAGE);
    const passwordHash = await hashPassword(input.password);
    const { created, renamed } = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ name: input.name.trim(), email, passwordHash })
        // An account a historical import created is claimed by its first registration.
        .onConflictDoUpdate({
          target: users.email,
          set: { name: input.name.trim(), passwordHash, importedAt: null },
          setWhere: isNotNull(users.importedAt),
        })
        .returning({ id: users.id });
      // A claimed account keeps its imported entries, now under the name given here.
      return { created, renamed: created ? await bumpVersionsOfPlayer(tx, created.id) : [] };
    });
    await announceGroupTournamentChanges(this.events, renamed);
    if (!created) throw conflict('An account with this email already exists');
    return this.tokens.issue(created.id);
  }

  async login(input: LoginBody, ip: string): Promise<string> {
    const email = normalizeEmail(input.email);
    await this.#loginFailuresByIp.assertNotBlocked(ip, LOGIN_LIMIT_MESSAGE);
    await this.#loginFailuresByEmail.assertNotBlocked(email, LOGIN_LIMIT_MESSAGE);
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const valid = await verifyPassword(
      user?.passwordHash ?? (await decoyPasswordHash()),
      input.password,
    );
    if (!user || !user.passwordHash || !valid) {
      await Promise.all([
        this.#loginFailuresByIp.penalize(ip),
        this.#loginFailuresByEmail.penalize(email),
      ]);
      throw unauthorized('Invalid email or password');
    }
    await this.#loginFailuresByEmail.reset(email);
    return this.tokens.issue(user.id);
  }

  async currentUser(userId: number): Promise<User> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User not found');
    return presentUser(user);
  }
}
