import type { Db } from '../../db/client';
import { findDemoGroup } from '../groups';

/**
 * Leaves out the public demo group's tournaments: its members are made-up accounts nobody
 * signs in to (their addresses end in .invalid), so they get no reminders or results.
 */
export async function withoutDemo<T>(
  db: Db,
  items: T[],
  groupIdOf: (item: T) => number,
): Promise<T[]> {
  const demo = await findDemoGroup(db);
  return demo ? items.filter((item) => groupIdOf(item) !== demo.id) : items;
}
