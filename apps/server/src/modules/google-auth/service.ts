import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Sessions } from '../../security/sessions';
import { announceAccountChanges, normalizeEmail, type GoogleAccounts } from '../auth';
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
    private readonly accounts: GoogleAccounts,
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

  /** The account for this Google identity (GoogleAccounts.accountFor says which). */
  async #accountFor(identity: GoogleIdentity, rawEmail: string): Promise<number> {
    const email = normalizeEmail(rawEmail);
    const now = this.clock.now();
    const { userId, changes } = await this.live.write((tx, changed) =>
      this.accounts.accountFor(
        tx,
        changed,
        { subject: identity.subject, email, name: identity.name },
        now,
      ),
    );
    announceAccountChanges(this.sessions, changes);
    return userId;
  }
}
