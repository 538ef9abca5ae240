import type { Db } from '../../db/client';
import { findDemoGroup } from '../groups';

/**
 * Leaves out the public demo group's tournaments: its members are made-up accounts nobody
 * signs in to (their addresses end in .invalid), so they get no reminders or results.
 */
export async function withoutDemo<T extends { groupId: number } | { link: { groupId: number } }>(
  db: Db,
  items: T[],
): Promise<T[]> {
  const demo = await findDemoGroup(db);
  if (!demo) return items;
  return items.filter((item) => ('link' in item ? item.link.groupId : item.groupId) !== demo.id);
}
