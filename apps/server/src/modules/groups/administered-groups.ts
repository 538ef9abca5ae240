import { and, asc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupMembers, poolGroups } from '../../db/schema';

/**
 * The groups a person administers, by name (then id): as their creator (and still a member) or
 * with the admin role. The demo group is nobody's to administer (billing leaves it out).
 */
export function groupsAdministeredBy(
  db: Db | Tx,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: poolGroups.id, name: poolGroups.name })
    .from(groupMembers)
    .innerJoin(poolGroups, eq(poolGroups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.userId, userId),
        eq(poolGroups.isDemo, false),
        or(eq(groupMembers.role, 'admin'), eq(poolGroups.createdBy, userId)),
      ),
    )
    .orderBy(asc(poolGroups.name), asc(poolGroups.id));
}
