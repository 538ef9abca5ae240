import { eq } from 'drizzle-orm';
import {
  DELETED_PLAYER_NAME,
  PASSWORD_INCORRECT,
  RECENT_SIGN_IN_REQUIRED,
  type DeleteAccountBody,
} from '@fairway/contract';
import { PLATFORM_ADMIN_ID } from '@fairway/contract/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, forbidden, invalidInput, notSignedIn } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { Sessions } from '../../security/sessions';
import type { TokenSession } from '../../security/tokens';
import type { LiveWrites } from '../live';
import type { AccountMail } from './account-mail';
import { dropUnsentMail } from '../mail';
import { removeOtherWaysIn } from './account-access';
import type { AccountChanges } from './account-changes';
import type { AccountHooks } from './account-hooks';
import { lockAccount } from './account-lock';
import { liveAccount, type LiveAccount } from './live-account';
import type { LoginLimits } from './login-limits';

/** Without a password, the person must have signed in this recently to delete the account. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * Deleting an account: the person disappears (name "Deleted player", no email, payment
 * handles, passkeys, Google link or sessions), what they played stays true (entries,
 * standings, payments, history), anonymised. Groups they own alone go with them; owning a
 * group others play in blocks it until the group is handed over or deleted.
 */
export class AccountDeletion {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    private readonly mail: AccountMail,
    private readonly clock: Clock,
    private readonly loginLimits: LoginLimits,
    private readonly live: LiveWrites,
    private readonly hooks: AccountHooks,
  ) {}

  async delete(session: TokenSession, body: DeleteAccountBody): Promise<AccountChanges> {
    const { userId } = session;
    if (userId === PLATFORM_ADMIN_ID)
      throw conflict("The platform administrator's account cannot be deleted");
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    const user = liveAccount(row);
    if (!user) throw notSignedIn();
    await this.#confirmIdentity(user, session, body.password);

    return this.live.write(async (tx, changed) => {
      // Locked for the whole deletion: a hand-over to this person waits for it (and then finds
      // them gone), or finished before and the group it gave counts when leaving the groups.
      await lockAccount(tx, userId);
      // Out of every group, their own included (or refused while others play in one they own).
      await this.hooks.leaveGroups.ask(tx, changed, userId);

      await tx
        .update(users)
        .set({
          name: DELETED_PLAYER_NAME,
          // No address at all: a made-up one could be registered first and block the deletion.
          email: null,
          passwordHash: null,
          googleSubject: null,
          emailVerifiedAt: null,
          emailNotifications: false,
          privateProfile: true,
          deletedAt: this.clock.now(),
        })
        .where(eq(users.id, userId));
      await removeOtherWaysIn(tx, this.hooks, userId);
      // Their entries stay, under the new name.
      changed({ kind: 'player', userId });
      await this.sessions.endAll(tx, userId);
      // Mail not sent yet (a verification, a reset) goes; the confirmation of this is the last.
      await dropUnsentMail(tx, user.email);
      // As the account stood: its name only if its owner had proven the address.
      await this.mail.accountDeleted(tx, user);
      return { endedSessionsOf: userId };
    });
  }

  /** The password when the account has one; otherwise a sign-in within the last minutes. */
  async #confirmIdentity(
    user: LiveAccount,
    session: TokenSession,
    password: string | undefined,
  ): Promise<void> {
    if (!user.passwordHash) {
      if (this.clock.now().getTime() - session.issuedAt * 1000 > RECENT_SIGN_IN_MS)
        throw forbidden(RECENT_SIGN_IN_REQUIRED);
      return;
    }
    if (!password) throw invalidInput('Password is required to delete your account');
    if (!(await this.loginLimits.confirmPassword(user.id, user.passwordHash, password)))
      throw invalidInput(PASSWORD_INCORRECT);
  }
}
