import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';
import type { GroupRow, MemberRow } from './access';

/** A person's groups with their membership, newest membership first. */
export function membershipsOf(
  db: Db | Tx,
  userId: number,
): Promise<{ group: GroupRow; member: MemberRow }[]> {
  return db
    .select({ group: poolGroups, member: groupMembers })
    .from(groupMembers)
    .innerJoin(poolGroups, eq(poolGroups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(desc(groupMembers.joinedAt), desc(poolGroups.id));
}
