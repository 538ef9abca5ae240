import { and, eq, isNull } from 'drizzle-orm';
import { withoutControlCharacters } from '@fairway/domain';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Sessions } from '../../security/sessions';
import type { RecordChange } from '../live';
import { removeOtherWaysIn } from './account-access';
import type { AccountChanges } from './account-changes';
import type { AccountHooks } from './account-hooks';
import { proveEmail } from './email-verification';

/** Who Google vouched for: its stable id, the proven email (normalized) and a display name. */
export interface GoogleProof {
  subject: string;
  email: string;
  name: string | undefined;
}

type UserRow = typeof users.$inferSelect;

/** The accounts Google sign-in (modules/google-auth) signs in to, created or linked here. */
export class GoogleAccounts {
  constructor(
    private readonly sessions: Sessions,
    private readonly hooks: AccountHooks,
  ) {}

  /**
   * The account for this Google identity: the one already linked to it; else the one with its
   * email, linked now if that email was proven, or taken over if not (Google's proof wins over
   * a registration that never proved the address: its password, passkeys, payment handles and
   * sessions go); else a new one. Imported history for the email becomes the account's.
   * Inside the sign-in's transaction.
   */
  async accountFor(
    tx: Tx,
    changed: RecordChange,
    proof: GoogleProof,
    now: Date,
  ): Promise<{ userId: number; changes: AccountChanges }> {
    const { subject, email } = proof;
    const [linked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.googleSubject, subject), isNull(users.deletedAt)));
    if (linked) return { userId: linked.id, changes: {} };
    // Google's profile name is whatever its owner typed: made one line, as names are here.
    const name =
      withoutControlCharacters(proof.name ?? '')
        .slice(0, 100)
        .trim() || email.split('@')[0]!;
    const [registered] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.importedAt)));
    const changes: AccountChanges = {};
    let account: UserRow;
    if (!registered) {
      [account] = (await tx
        .insert(users)
        .values({ name, email, googleSubject: subject, emailVerifiedAt: now })
        .returning()) as [UserRow];
    } else if (registered.emailVerifiedAt) {
      [account] = (await tx
        .update(users)
        .set({ googleSubject: subject })
        .where(eq(users.id, registered.id))
        .returning()) as [UserRow];
    } else {
      account = await this.#takeOver(tx, registered, subject, name, now);
      changes.endedSessionsOf = account.id;
      changed({ kind: 'player', userId: account.id });
    }
    // Each branch's account has the address Google just proved.
    await proveEmail(tx, this.hooks, changed, { ...account, email }, now);
    return { userId: account.id, changes };
  }

  /**
   * An account registered with this email but never proven: whoever registered it did not
   * show they own the address, Google just did. Everything that registrant could have set
   * to reach the account or its money goes; the account is the email owner's from now on.
   */
  async #takeOver(
    tx: Tx,
    account: UserRow,
    googleSubject: string,
    name: string,
    now: Date,
  ): Promise<UserRow> {
    await removeOtherWaysIn(tx, this.hooks, account.id);
    await this.sessions.endAll(tx, account.id);
    const [taken] = await tx
      .update(users)
      .set({ passwordHash: null, googleSubject, name, emailVerifiedAt: now })
      .where(eq(users.id, account.id))
      .returning();
    return taken!;
  }
}
