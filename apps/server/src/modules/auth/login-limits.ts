import type { Limiter, RateLimits } from '../../security/limiter';
import { verifyPassword } from '../../security/passwords';

const LOGIN_LIMIT_MESSAGE = 'Too many login attempts. Please try again later.';
const WRONG_PASSWORD_LIMIT_MESSAGE = 'Too many wrong passwords. Please try again later.';

/**
 * How many wrong passwords sign-in allows, and a signed-in person confirming theirs. Failures count per email *and* address together,
 * so a stranger guessing from elsewhere cannot lock the owner out of their own device; per
 * address across emails (one machine trying many accounts); and, far more slowly, per email
 * from anywhere (a botnet guessing one account). That last one can still be run into by a
 * determined stranger: a password reset lifts it (docs/security.md, accepted risks).
 */
export class LoginLimits {
  readonly #byEmailAndAddress: Limiter;
  readonly #byAddress: Limiter;
  readonly #byEmail: Limiter;
  /** A signed-in person confirming their password (a change, a deletion): per account. */
  readonly #confirmations: Limiter;

  constructor(limits: RateLimits) {
    this.#byEmailAndAddress = limits.define('login-email-ip', 5, 15 * 60);
    this.#byAddress = limits.define('login-ip', 30, 15 * 60);
    this.#byEmail = limits.define('login-email', 50, 24 * 60 * 60);
    this.#confirmations = limits.define('password-confirmations', 5, 15 * 60);
  }

  /**
   * Whether a signed-in person's password is `password`, for an action that asks for it again
   * (a stolen session must not be able to guess it): at most 5 wrong ones in 15 minutes per
   * account, then 429. A right one forgets the wrong ones.
   */
  async confirmPassword(
    userId: number,
    passwordHash: string | null,
    password: string,
  ): Promise<boolean> {
    const key = `user:${userId}`;
    await this.#confirmations.assertNotBlocked(key, WRONG_PASSWORD_LIMIT_MESSAGE);
    if (passwordHash && (await verifyPassword(passwordHash, password))) {
      await this.#confirmations.reset(key);
      return true;
    }
    await this.#confirmations.penalize(key);
    return false;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    await this.#byEmailAndAddress.assertNotBlocked(pair(email, ip), LOGIN_LIMIT_MESSAGE);
    await this.#byAddress.assertNotBlocked(ip, LOGIN_LIMIT_MESSAGE);
    await this.#byEmail.assertNotBlocked(email, LOGIN_LIMIT_MESSAGE);
  }

  async failed(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.#byEmailAndAddress.penalize(pair(email, ip)),
      this.#byAddress.penalize(ip),
      this.#byEmail.penalize(email),
    ]);
  }

  /** The owner signed in from here: their own mistakes from this address are forgotten. */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.#byEmailAndAddress.reset(pair(email, ip));
  }

  /** The owner proved the email (a password reset): the account is open to them again. */
  async forgive(email: string): Promise<void> {
    await this.#byEmail.reset(email);
  }
}

const pair = (email: string, ip: string) => `${email}|${ip}`;
