import { consumeEach, type Limiter, type RateLimits } from '../../security/limiter';
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
   * account, then 429. The point is taken before the check; a right one forgets the wrong ones.
   */
  async confirmPassword(
    userId: number,
    passwordHash: string | null,
    password: string,
  ): Promise<boolean> {
    const key = `user:${userId}`;
    await this.#confirmations.consume(key, WRONG_PASSWORD_LIMIT_MESSAGE);
    const right = await notCountedIfUnchecked(
      passwordHash ? verifyPassword(passwordHash, password) : Promise.resolve(false),
      () => this.#confirmations.giveBack(key),
    );
    if (right) await this.#confirmations.reset(key);
    return right;
  }

  /**
   * Counts a sign-in attempt before its password is checked (so a burst cannot slip past the
   * limits while they are being checked); throws a 429 when any limit is spent.
   */
  async attempt(email: string, ip: string): Promise<void> {
    await consumeEach(
      [
        [this.#byEmailAndAddress, pair(email, ip)],
        [this.#byAddress, ip],
        [this.#byEmail, email],
      ],
      LOGIN_LIMIT_MESSAGE,
    );
  }

  /**
   * Checks a sign-in's password after `attempt` counted it; when the check could not be made
   * (the password pool was full, the database away) the attempt does not count.
   */
  checked(email: string, ip: string, check: Promise<boolean>): Promise<boolean> {
    return notCountedIfUnchecked(check, () =>
      Promise.all([
        this.#byEmailAndAddress.giveBack(pair(email, ip)),
        this.#byAddress.giveBack(ip),
        this.#byEmail.giveBack(email),
      ]),
    );
  }

  /**
   * The owner signed in from here: the attempt does not count, and their own mistakes from
   * this address are forgotten.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.#byEmailAndAddress.reset(pair(email, ip)),
      this.#byAddress.giveBack(ip),
      this.#byEmail.giveBack(email),
    ]);
  }

  /** The owner proved the email (a password reset): the account is open to them again. */
  async forgive(email: string): Promise<void> {
    await this.#byEmail.reset(email);
  }
}

const pair = (email: string, ip: string) => `${email}|${ip}`;

/** The check's answer; when it failed instead, `giveBack` runs before the failure goes on. */
async function notCountedIfUnchecked(
  check: Promise<boolean>,
  giveBack: () => Promise<unknown>,
): Promise<boolean> {
  try {
    return await check;
  } catch (error) {
    await giveBack();
    throw error;
  }
}
