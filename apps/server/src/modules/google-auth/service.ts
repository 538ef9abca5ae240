import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Sessions } from '../../security/sessions';
import { removeOtherWaysIn } from '../auth/account-access';
import { announceAccountChanges, type AccountChanges } from '../auth/account-changes';
import { proveEmail } from '../auth/email-verification';
import { normalizeEmail } from '../auth/normalize-email';
import type { LiveWrites } from '../live';
import type { GoogleClient, GoogleIdentity } from './google-client';
import { safeRedirectPath, type SignInStateSealer } from './sign-in-state';

/** The /auth/error codes the web app turns into text. */
export type SignInFailure = 'oauth_failed' | 'callback_error' | 'processing_error';

export const authErrorLocation = (code: SignInFailure) => `/auth/error?message=${code}`;

/** Why a Google sign-in ended, for the log (never shown to the user). */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: SignInFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Google sign-in: starts the authorization-code flow and, on the way back, creates or links
 * the account by its verified email and signs it in with the same token as a password login.
 */
export class GoogleSignInService {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    private readonly google: GoogleClient,
    private readonly sealer: SignInStateSealer,
    private readonly live: LiveWrites,
    private readonly clock: Clock,
  ) {}

  /** The provider's sign-in page to send the browser to, and the sealed state for the cookie. */
  async start(redirect: unknown, callbackUrl: string) {
    let request;
    try {
      request = await this.google.authorizationRequest(callbackUrl);
    } catch (cause) {
      throw new GoogleSignInError('oauth_failed', 'Google is unreachable', { cause });
    }
    const sealedState = await this.sealer.seal({
      state: request.state,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      redirect: safeRedirectPath(redirect),
    });
    return { location: request.url, sealedState };
  }

  /** Finishes the flow from the callback's URL; answers where the browser goes next. */
  async finish(callbackUrl: URL, sealedState: string | undefined): Promise<string> {
    const expected = await this.sealer.open(sealedState);
    if (callbackUrl.searchParams.has('error'))
      throw new GoogleSignInError(
        'oauth_failed',
        `Google answered ${callbackUrl.searchParams.get('error')}`,
      );
    if (!expected)
      throw new GoogleSignInError('callback_error', 'Sign-in state missing, expired or altered');
    let identity: GoogleIdentity;
    try {
      identity = await this.google.identity(callbackUrl, expected);
    } catch (cause) {
      throw new GoogleSignInError('callback_error', 'The code exchange failed', { cause });
    }
    if (!identity.email || !identity.emailVerified)
      throw new GoogleSignInError('oauth_failed', 'Google did not vouch for an email address');
    let userId: number;
    try {
      userId = await this.#accountFor(identity, identity.email);
    } catch (cause) {
      throw new GoogleSignInError('processing_error', 'The account could not be saved', {
        cause,
      });
    }
    const token = await this.sessions.issue(userId);
    const query = new URLSearchParams({ token, redirect: expected.redirect });
    return `/auth/callback?${query}`;
  }

  /**
   * The account for this Google identity: the one already linked to it; else the one with its
   * email, linked now if that email was proven, or taken over if not (Google's proof wins over
   * a registration that never proved the address: its password, passkeys, payment handles and
   * sessions go); else a new one. Imported history for the email becomes the account's.
   */
  async #accountFor(identity: GoogleIdentity, rawEmail: string): Promise<number> {
    const email = normalizeEmail(rawEmail);
    const now = this.clock.now();
    const { userId, changes } = await this.live.write(async (tx, changed) => {
      const [linked] = await tx
        .select()
        .from(users)
        .where(and(eq(users.googleSubject, identity.subject), isNull(users.deletedAt)));
      if (linked) return { userId: linked.id, changes: {} };
      const name = identity.name?.trim().slice(0, 100) || email.split('@')[0]!;
      const [registered] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.importedAt)));
      const changes: AccountChanges = {};
      let account: typeof users.$inferSelect;
      if (!registered) {
        [account] = (await tx
          .insert(users)
          .values({ name, email, googleSubject: identity.subject, emailVerifiedAt: now })
          .returning()) as [typeof users.$inferSelect];
      } else if (registered.emailVerifiedAt) {
        [account] = (await tx
          .update(users)
          .set({ googleSubject: identity.subject })
          .where(eq(users.id, registered.id))
          .returning()) as [typeof users.$inferSelect];
      } else {
        account = await this.#takeOver(tx, registered, identity.subject, name, now);
        changes.endedSessionsOf = account.id;
        changed({ kind: 'player', userId: account.id });
      }
      await proveEmail(tx, changed, account, now);
      return { userId: account.id, changes };
    });
    announceAccountChanges(this.sessions, changes);
    return userId;
  }

  /**
   * An account registered with this email but never proven: whoever registered it did not
   * show they own the address, Google just did. Everything that registrant could have set
   * to reach the account or its money goes; the account is the email owner's from now on.
   */
  async #takeOver(
    tx: Tx,
    account: typeof users.$inferSelect,
    googleSubject: string,
    name: string,
    now: Date,
  ): Promise<typeof users.$inferSelect> {
    await removeOtherWaysIn(tx, account.id);
    await this.sessions.endAll(tx, account.id);
    const [taken] = await tx
      .update(users)
      .set({ passwordHash: null, googleSubject, name, emailVerifiedAt: now })
      .where(eq(users.id, account.id))
      .returning();
    return taken!;
  }
}
