import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 iterations): strong, and fast enough that
// a burst of logins does not starve a 2-core machine.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a throwaway password, verified against when the email is unknown so timing does not reveal accounts. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('decoy-password-never-matches'));
