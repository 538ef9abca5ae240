import { and, eq, isNull } from 'drizzle-orm';
import {
  ACCOUNT_LINK_INVALID,
  CURRENT_PASSWORD_INCORRECT,
  type ChangePasswordBody,
  type ResetPasswordBody,
} from '@fairway/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invalidInput, notSignedIn } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { Limiter, RateLimits } from '../../security/limiter';
import { hashPassword } from '../../security/passwords';
import type { Sessions } from '../../security/sessions';
import type { AccountMail } from './account-mail';
import { removeOtherWaysIn } from './account-access';
import type { AccountHooks } from './account-hooks';
import type { LiveWrites } from '../live';
import type { AccountChanges } from './account-changes';
import {
  consumeAccountToken,
  isUsableAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from './account-tokens';
import { mailIsOff, proveEmail } from './email-verification';
import type { LoginLimits } from './login-limits';
import { liveAccount } from './live-account';
import { normalizeEmail } from './normalize-email';

const FORGOT_LIMIT_MESSAGE = 'Too many password reset requests. Please try again later.';
const LINK_LIMIT_MESSAGE = 'Too many invalid links. Please try again later.';

/** A session and what its change did, for the route to answer and announce. */
export interface NewSession {
  token: string;
  changes: AccountChanges;
}

/**
 * Passwords: forgotten (a mailed single-use link), reset with that link, or changed with the
 * current one. A reset or change ends every other session, answers a new token for this one,
 * and tells the owner by mail.
 */
export class PasswordService {
  readonly #forgotByAddress: Limiter;
  readonly #forgotByEmail: Limiter;
  readonly #linksByAddress: Limiter;

  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    private readonly mail: AccountMail,
    private readonly clock: Clock,
    limits: RateLimits,
    private readonly loginLimits: LoginLimits,
    private readonly supportEmail: string,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly live: LiveWrites,
    private readonly hooks: AccountHooks,
  ) {
    this.#forgotByAddress = limits.define('forgot-password-ip', 10, 60 * 60);
    this.#forgotByEmail = limits.define('forgot-password-email', 3, 60 * 60);
    this.#linksByAddress = limits.define('reset-links-ip', 20, 15 * 60);
  }

  /**
   * Accepts a request for a reset link: refuses it when over the limits, else resolves at once
   * and mails the link afterwards if the email has an account. The route answers 202 the same
   * way, just as soon, whether or not it has: not even the time taken tells (a known email
   * costs a transaction, an unknown one a lookup). A failure there is logged; the person asks
   * again.
   */
  async forgot(rawEmail: string, ip: string): Promise<void> {
    if (!this.mail.enabled) throw mailIsOff(this.supportEmail);
    const email = normalizeEmail(rawEmail);
    await this.#forgotByAddress.consume(ip, FORGOT_LIMIT_MESSAGE);
    await this.#forgotByEmail.consume(email, FORGOT_LIMIT_MESSAGE);
    this.#mailResetLink(email).catch((error: unknown) =>
      this.log.error({ err: error }, 'could not queue a password reset mail'),
    );
  }

  async #mailResetLink(email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.importedAt), isNull(users.deletedAt)));
      const user = liveAccount(row);
      if (!user) return;
      const link = await issueAccountToken(tx, user, 'reset-password', this.clock.now());
      await this.mail.resetPassword(tx, user, link);
    });
  }

  /**
   * Sets the password from a reset link; the link also proves the email. Links tried are
   * counted per address before the look-up (a working one gives its point back), and the link
   * is looked up before the new password is hashed: a junk one costs a look-up, no more.
   */
  async reset({ token, password }: ResetPasswordBody, ip: string): Promise<NewSession> {
    await this.#linksByAddress.consume(ip, LINK_LIMIT_MESSAGE);
    if (!(await isUsableAccountToken(this.db, token, 'reset-password', this.clock.now())))
      throw invalidInput(ACCOUNT_LINK_INVALID);
    await this.#linksByAddress.giveBack(ip);
    const passwordHash = await hashPassword(password);
    const { userId, epoch, email } = await this.live.write(async (tx, changed) => {
      const now = this.clock.now();
      const used = await consumeAccountToken(tx, token, 'reset-password', now);
      if (!used) throw invalidInput(ACCOUNT_LINK_INVALID);
      const [row] = await tx.select().from(users).where(eq(users.id, used.userId));
      const user = liveAccount(row);
      if (!user || user.email !== used.email) throw invalidInput(ACCOUNT_LINK_INVALID);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeAccountTokens(tx, user.id, 'reset-password');
      // The link proves the email: if nobody had proven it before, whoever registered it may
      // not own it, and what they set up goes with their password (as when Google proves it).
      if (!user.emailVerifiedAt) await removeOtherWaysIn(tx, this.hooks, user.id);
      await proveEmail(tx, this.hooks, changed, user, now);
      const epoch = await this.sessions.endAll(tx, user.id);
      // `user` as it was before this link proved the address: one proven only now is greeted
      // without the name, which was chosen while anyone could have registered it.
      await this.mail.passwordChanged(tx, user);
      return { userId: user.id, epoch, email: user.email };
    });
    // Whoever was guessing this account's password is no longer in the owner's way.
    await this.loginLimits.forgive(email);
    return {
      token: await this.sessions.issue(userId, epoch),
      changes: { endedSessionsOf: userId },
    };
  }

  async change(userId: number, body: ChangePasswordBody): Promise<NewSession> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    const user = liveAccount(row);
    if (!user) throw notSignedIn();
    if (!(await this.loginLimits.confirmPassword(userId, user.passwordHash, body.currentPassword)))
      throw invalidInput(CURRENT_PASSWORD_INCORRECT);
    const passwordHash = await hashPassword(body.newPassword);
    const epoch = await this.db.transaction(async (tx) => {
      // Compare-and-set: a change racing with another (or a reset) does not undo it.
      const changed = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash!)))
        .returning({ id: users.id });
      if (changed.length === 0) throw invalidInput(CURRENT_PASSWORD_INCORRECT);
      // A reset link asked for before (by the owner or anyone) no longer overrides this.
      await revokeAccountTokens(tx, userId, 'reset-password');
      await this.mail.passwordChanged(tx, user);
      return this.sessions.endAll(tx, userId);
    });
    return {
      token: await this.sessions.issue(userId, epoch),
      changes: { endedSessionsOf: userId },
    };
  }
}
