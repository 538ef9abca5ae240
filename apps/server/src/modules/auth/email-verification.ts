import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_LINK_INVALID, EMAIL_ALREADY_VERIFIED, mailOffMessage } from '@fairway/contract';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, invalidInput, notSignedIn, unavailable } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { Limiter, RateLimits } from '../../security/limiter';
import type { AccountMail, MailRecipient } from './account-mail';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import type { AccountHooks } from './account-hooks';
import { claimImportedHistory, hasImportedHistory } from './imported-history';
import type { LiveWrites, RecordChange } from '../live';
import { liveAccount } from './live-account';

const RESEND_LIMIT_MESSAGE = 'Too many verification emails. Please try again later.';
const LINK_LIMIT_MESSAGE = 'Too many invalid links. Please try again later.';

/** The account a link is for: enough to write to its owner. */
export interface MailableUser extends MailRecipient {
  id: number;
}

/**
 * The owner proved the email (a link we mailed, or Google vouching for it): the account is
 * verified, and history imported for that email becomes theirs. Inside the proving transaction.
 */
export async function proveEmail(
  tx: Tx,
  hooks: AccountHooks,
  changed: RecordChange,
  user: MailableUser,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  await claimImportedHistory(tx, hooks, changed, user.id, user.email);
}

/** The answer where mail is needed and the server sends none (MAIL=off): off, not broken. */
export const mailIsOff = (supportEmail: string) => unavailable(mailOffMessage(supportEmail));

/** Email verification: the link mailed at registration (and again on request) and its use. */
export class EmailVerification {
  readonly #resends: Limiter;
  readonly #linksByAddress: Limiter;

  constructor(
    private readonly db: Db,
    private readonly mail: AccountMail,
    private readonly clock: Clock,
    limits: RateLimits,
    private readonly supportEmail: string,
    private readonly live: LiveWrites,
    private readonly hooks: AccountHooks,
  ) {
    this.#resends = limits.define('verification-resend', 5, 60 * 60);
    this.#linksByAddress = limits.define('verification-links-ip', 20, 15 * 60);
  }

  /** Mails a new link (the earlier ones stop working), inside the caller's transaction. */
  async send(tx: Tx, user: MailableUser): Promise<void> {
    if (!this.mail.enabled) return;
    const link = await issueAccountToken(tx, user, 'verify-email', this.clock.now());
    await this.mail.verifyEmail(tx, user, link, await hasImportedHistory(tx, user.email));
  }

  async resend(userId: number): Promise<void> {
    if (!this.mail.enabled) throw mailIsOff(this.supportEmail);
    await this.#resends.consume(`user:${userId}`, RESEND_LIMIT_MESSAGE);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      const user = liveAccount(row);
      if (!user) throw notSignedIn();
      if (user.emailVerifiedAt) throw conflict(EMAIL_ALREADY_VERIFIED);
      await this.send(tx, user);
    });
  }

  /** Uses a verification link; links tried are counted per address first, a working one not. */
  async verify(token: string, ip: string): Promise<void> {
    await this.#linksByAddress.consume(ip, LINK_LIMIT_MESSAGE);
    await this.live.write(async (tx, changed) => {
      const now = this.clock.now();
      const used = await consumeAccountToken(tx, token, 'verify-email', now);
      if (!used) throw invalidInput(ACCOUNT_LINK_INVALID);
      const [row] = await tx.select().from(users).where(eq(users.id, used.userId));
      const user = liveAccount(row);
      // The link proves the address it was sent to, nothing else.
      if (!user || user.email !== used.email) throw invalidInput(ACCOUNT_LINK_INVALID);
      await proveEmail(tx, this.hooks, changed, user, now);
    });
    await this.#linksByAddress.giveBack(ip);
  }
}
