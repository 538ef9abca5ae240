import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { busy } from '../lib/domain-errors';

// OWASP's argon2id baseline (19 MiB, 2 iterations): strong, and fast enough that
// a burst of logins does not starve a 2-core machine.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes running at once: one per core, so a flood of them leaves room for nothing else. */
const RUNNING = Math.max(2, availableParallelism());
/**
 * Hashes waiting their turn; past this a password request is refused at once (503) instead of
 * waiting seconds behind a flood. Each hash is brief (docs/performance.md), so the wait stays
 * short.
 */
const WAITING_MAX = 16;
export const PASSWORD_WORK_BUSY_MESSAGE =
  'The server is busy checking passwords. Please try again in a moment.';

/**
 * Every Argon2 hash of the process goes through this one bounded pool (a hash runs on libuv's
 * threads and costs real CPU: figures in docs/performance.md). `done` counts the hashes worked,
 * for tests that show a request did no password work.
 */
class PasswordWork {
  readonly #limit = pLimit(RUNNING);
  done = 0;

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#limit.pendingCount >= WAITING_MAX)
      return Promise.reject(busy(PASSWORD_WORK_BUSY_MESSAGE, 1));
    return this.#limit(async () => {
      try {
        return await work();
      } finally {
        this.done += 1;
      }
    });
  }
}

export const passwordWork = new PasswordWork();

export const hashPassword = (password: string) => passwordWork.run(() => hash(password, options));

/** Whether `password` is the one hashed; false for a hash that cannot be read. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return passwordWork.run(() => verify(storedHash, password).catch(() => false));
}

/** A real hash of a throwaway password, verified against when the email is unknown so timing does not reveal accounts. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  if (!decoyHash) {
    decoyHash = hashPassword('decoy-password-never-matches');
    // A refusal (the pool was full) is not remembered: the next sign-in makes it.
    decoyHash.catch(() => (decoyHash = undefined));
  }
  return decoyHash;
}
