import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  PASSKEY_AUTH_FAILED,
  PASSKEY_CHALLENGE_INVALID,
  PASSKEY_NOT_FOUND,
  type AuthenticatorTransport,
  type Passkey,
  type PasskeyAuthenticationBody,
  type PasskeyAuthenticationOptions,
  type PasskeyAuthenticationOptionsBody,
  type PasskeyRegistrationBody,
  type PasskeyRegistrationOptions,
} from '@fairway/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passkeyCredentials, webauthnUserHandles } from '../../db/schema';
import { conflict, invalidInput, notFound, notSignedIn } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { Limiter, RateLimits } from '../../security/limiter';
import type { Sessions } from '../../security/sessions';
import { findPeople, normalizeEmail } from '../auth';
import { CHALLENGE_TTL_MS, ChallengeStore, challengeOf } from './challenges';

const RP_NAME = 'Fairway';
/** Enough for every device a person owns; bounds the excludeCredentials list. */
export const MAX_PASSKEYS_PER_USER = 20;
const CHALLENGE_LIMIT_MESSAGE = 'Too many passkey attempts. Please try again later.';

type CredentialRow = typeof passkeyCredentials.$inferSelect;

export function presentPasskey(row: CredentialRow): Passkey {
  return {
    credentialId: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
  };
}

const descriptor = (row: Pick<CredentialRow, 'id' | 'transports'>) => ({
  id: row.id,
  transports: row.transports as AuthenticatorTransport[],
});

/**
 * Passkey registration and sign-in (WebAuthn, verified by @simplewebauthn/server). A sign-in
 * ends with the same JWT as the email login.
 */
export class PasskeyService {
  readonly #challenges: ChallengeStore;
  /** Every ceremony stores a challenge; this bounds them per caller (IP, or user). */
  readonly #challengeRequests: Limiter;

  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    private readonly rp: Config['webauthn'],
    private readonly clock: Clock,
    limits: RateLimits,
  ) {
    this.#challenges = new ChallengeStore(db, clock);
    this.#challengeRequests = limits.define('passkey-challenges', 60, 5 * 60);
  }

  async registrationOptions(userId: number): Promise<PasskeyRegistrationOptions> {
    await this.#challengeRequests.consume(`user:${userId}`, CHALLENGE_LIMIT_MESSAGE);
    const user = (await findPeople(this.db, [userId])).get(userId);
    if (!user) throw notSignedIn('User no longer exists');
    const existing = await this.db
      .select({ id: passkeyCredentials.id, transports: passkeyCredentials.transports })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, userId));
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rp.rpId,
      userName: user.email,
      userDisplayName: user.name,
      userID: Buffer.from(await this.#userHandle(userId), 'base64url'),
      timeout: CHALLENGE_TTL_MS,
      // Passkeys here prove possession, not the device's make: no attestation to check.
      attestationType: 'none',
      excludeCredentials: existing.map(descriptor),
      // Sign-in lists no credentials (see authenticationOptions), so a passkey the device cannot
      // find by itself (a discoverable credential) could never sign in: refused at creation.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.#challenges.save(options.challenge, { kind: 'registration', userId });
    return options;
  }

  async verifyRegistration(userId: number, body: PasskeyRegistrationBody): Promise<Passkey> {
    const challenge = challengeOf(body.response.clientDataJSON);
    if (!challenge) throw invalidInput('response.clientDataJSON is not valid client data');
    // Failures here are 400, never 401: the web client treats a 401 as a lost session.
    if (!(await this.#challenges.consume(challenge, 'registration', userId)))
      throw invalidInput(PASSKEY_CHALLENGE_INVALID);
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: body,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpId,
        // Options ask for 'preferred': a security key without a PIN is still a passkey.
        requireUserVerification: false,
      });
    } catch {
      throw invalidInput('Passkey registration failed');
    }
    if (!verification.verified) throw invalidInput('Passkey registration failed');
    const info = verification.registrationInfo;

    const [owned] = await this.db
      .select({ n: count() })
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, userId));
    if ((owned?.n ?? 0) >= MAX_PASSKEYS_PER_USER)
      throw conflict(`You can have at most ${MAX_PASSKEYS_PER_USER} passkeys`);
    const now = this.clock.now();
    const [created] = await this.db
      .insert(passkeyCredentials)
      .values({
        // The id the authenticator signed (from authenticatorData), not the body's copy.
        id: info.credential.id,
        userId,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: body.response.transports,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: body.name || 'Passkey',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict('This passkey is already registered');
    return presentPasskey(created);
  }

  async list(userId: number): Promise<Passkey[]> {
    const rows = await this.db
      .select()
      .from(passkeyCredentials)
      .where(eq(passkeyCredentials.userId, userId))
      .orderBy(asc(passkeyCredentials.createdAt), asc(passkeyCredentials.id));
    return rows.map(presentPasskey);
  }

  async remove(userId: number, credentialId: string): Promise<void> {
    const removed = await this.db
      .delete(passkeyCredentials)
      .where(and(eq(passkeyCredentials.id, credentialId), eq(passkeyCredentials.userId, userId)))
      .returning({ id: passkeyCredentials.id });
    // Another user's credential looks exactly like an unknown one.
    if (removed.length === 0) throw notFound(PASSKEY_NOT_FOUND);
  }

  /**
   * The same options for every email, known or not, with passkeys or without: allowCredentials
   * is always empty (the device offers its own passkeys for this site, discoverable
   * credentials), and nothing about the email is looked up, so neither the answer nor its
   * timing says whether an email has an account or passkeys. The email is kept with the
   * challenge: only that account's passkeys can answer it (verifyAuthentication).
   */
  async authenticationOptions(
    body: PasskeyAuthenticationOptionsBody,
    ip: string,
  ): Promise<PasskeyAuthenticationOptions> {
    await this.#challengeRequests.consume(`ip:${ip}`, CHALLENGE_LIMIT_MESSAGE);
    const email = body.email ? normalizeEmail(body.email) : null;
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpId,
      allowCredentials: [],
      userVerification: 'preferred',
      timeout: CHALLENGE_TTL_MS,
    });
    await this.#challenges.save(options.challenge, { kind: 'authentication', email });
    return options;
  }

  /** Checks a signed challenge and answers a login token; every refusal is a 401. */
  async verifyAuthentication(body: PasskeyAuthenticationBody): Promise<string> {
    const challenge = challengeOf(body.response.clientDataJSON);
    if (!challenge) throw invalidInput('response.clientDataJSON is not valid client data');
    const issued = await this.#challenges.consume(challenge, 'authentication');
    if (!issued) throw notSignedIn(PASSKEY_CHALLENGE_INVALID);

    const [found] = await this.db
      .select({ credential: passkeyCredentials, handle: webauthnUserHandles.handle })
      .from(passkeyCredentials)
      .leftJoin(webauthnUserHandles, eq(webauthnUserHandles.userId, passkeyCredentials.userId))
      .where(eq(passkeyCredentials.id, body.id));
    const failed = notSignedIn(PASSKEY_AUTH_FAILED);
    if (!found) throw failed;
    // Options asked for one account: only its passkeys may answer (an unknown email: none).
    if (issued.email !== null && issued.email !== (await this.#emailOf(found.credential.userId)))
      throw failed;
    // A discoverable credential names its account; it must be the credential's owner.
    if (body.response.userHandle !== undefined && body.response.userHandle !== found.handle)
      throw failed;

    const stored = found.credential;
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: body,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpId,
        credential: { id: stored.id, publicKey: stored.publicKey, counter: stored.counter },
        requireUserVerification: false,
      });
    } catch {
      // Bad signature, wrong origin or RP id, or a counter that did not move forward.
      throw failed;
    }
    if (!verification.verified) throw failed;

    // Compare-and-set on the counter: of two sign-ins racing with one counter value, one loses.
    const updated = await this.db
      .update(passkeyCredentials)
      .set({
        counter: verification.authenticationInfo.newCounter,
        backedUp: verification.authenticationInfo.credentialBackedUp,
        lastUsedAt: this.clock.now(),
      })
      .where(
        and(eq(passkeyCredentials.id, stored.id), eq(passkeyCredentials.counter, stored.counter)),
      )
      .returning({ userId: passkeyCredentials.userId });
    if (updated.length === 0) throw failed;
    return this.sessions.issue(stored.userId);
  }

  async #emailOf(userId: number): Promise<string | undefined> {
    return (await findPeople(this.db, [userId])).get(userId)?.email;
  }

  /** The user's WebAuthn user handle, created on first use (random, 32 bytes, base64url). */
  async #userHandle(userId: number): Promise<string> {
    await this.db
      .insert(webauthnUserHandles)
      .values({ userId, handle: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: webauthnUserHandles.userId });
    const [row] = await this.db
      .select({ handle: webauthnUserHandles.handle })
      .from(webauthnUserHandles)
      .where(eq(webauthnUserHandles.userId, userId));
    return row!.handle;
  }
}
