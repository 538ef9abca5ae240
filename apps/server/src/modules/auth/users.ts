import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

/** A person as other areas show them: name and email, never credentials. */
export interface Person {
  id: number;
  name: string;
  /** Empty for a deleted account: it has none. */
  email: string;
}

/** These people, by user id (ids with no account are left out). */
export async function findPeople(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, Person>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, { ...row, email: row.email ?? '' }]));
}

/** These people's display names, by user id (other areas show names through this). */
export async function userNames(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const people = await findPeople(db, userIds);
  return new Map([...people].map(([id, person]) => [id, person.name]));
}

/**
 * Orders people by name, then id: the byte order PostgreSQL's C collation gives, so a list
 * reads the same on the embedded database and a server.
 */
export function byName(a: { name: string; id: number }, b: { name: string; id: number }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}
