import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/**
 * Accounts other areas create or look up by email: the historical CSV import's (and the
 * group upload's) people, and the demo group's fictional members.
 */

/**
 * Whose history an imported row is: an account whose owner proved the email, else the
 * imported account for the email (created without a password). An account registered with
 * the email but never proven does not get the history: whoever registered it may not own the
 * address. Proving it later brings the imported history in (imported-history.ts).
 * Undefined only if the imported account can be neither created nor found.
 */
export async function accountForImport(
  tx: Tx,
  clock: Clock,
  person: { email: string; name: string },
): Promise<{ id: number; created: boolean } | undefined> {
  const [proven] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, person.email),
        isNull(users.importedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  if (proven) return { id: proven.id, created: false };
  const [created] = await tx
    .insert(users)
    .values({
      name: person.name,
      email: person.email,
      passwordHash: null,
      importedAt: clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return { id: created.id, created: true };
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, person.email), isNotNull(users.importedAt)));
  return found && { id: found.id, created: false };
}

/**
 * The accounts with these (normalised) emails: an email may have a registered account and an
 * imported one waiting for its owner, so it can appear twice.
 */
export async function accountsByEmail(
  db: Db | Tx,
  emails: readonly string[],
): Promise<{ id: number; email: string }[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return rows.flatMap(({ id, email }) => (email === null ? [] : [{ id, email }]));
}

/**
 * Accounts nobody signs in to (no password, no Google, no passkey), such as the demo group's
 * fictional members; returns their ids in the order given, in one statement.
 */
export async function createAccountsWithoutSignIn(
  tx: Tx,
  people: readonly { name: string; email: string }[],
): Promise<number[]> {
  if (people.length === 0) return [];
  const rows = await tx
    .insert(users)
    .values(people.map(({ name, email }) => ({ name, email, passwordHash: null })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
