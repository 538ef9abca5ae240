import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupMembers } from '../../db/schema';
import { byName, findPeople, type Person } from '../auth';

export interface ListedMember extends Person {
  role: 'admin' | 'member';
  joinedAt: Date;
}

/** A group's members with their names and emails, by name (then id). */
export async function membersByName(db: Db | Tx, groupId: number): Promise<ListedMember[]> {
  const rows = await db
    .select({
      userId: groupMembers.userId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  const people = await findPeople(
    db,
    rows.map((row) => row.userId),
  );
  return rows
    .flatMap(({ userId, role, joinedAt }) => {
      const person = people.get(userId);
      return person ? [{ ...person, role, joinedAt }] : [];
    })
    .sort(byName);
}
