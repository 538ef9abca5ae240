import type { Db, Tx } from '../../db/client';
import type { LiveMemory } from '../live';
import { countMembersOf } from './member-tallies';

/** Under this prefix in the live memory; the rest of the key is "groupId:". */
const PREFIX = 'member-count/';
const countKey = (groupId: number) => `${PREFIX}${groupId}:`;
/** A remembered count's rough size in the memory's bytes. */
const COUNT_BYTES = 64;

/**
 * Each group's member count: group pages, the dashboard, the invite preview and every
 * standings request show it. Remembered in the live memory until the group's members change
 * (joining, removal, deletion and imports announce it; modules/live).
 */
export class MemberCounts {
  constructor(
    private readonly db: Db,
    private readonly memory: LiveMemory,
  ) {}

  /** What is remembered ("groupId:"), for tests. */
  keys(): string[] {
    return this.memory.keysOf(PREFIX);
  }

  one(groupId: number): number | Promise<number> {
    // Remembered: straight from memory, no promise (every cached standings request asks).
    return this.memory.peek<number>(countKey(groupId)) ?? this.#countOne(groupId);
  }

  async #countOne(groupId: number): Promise<number> {
    return (await this.of([groupId])).get(groupId)!;
  }

  /** The groups not remembered are counted in one query. */
  async of(groupIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    const missing: number[] = [];
    for (const id of groupIds) {
      const known = this.memory.peek<number>(countKey(id));
      if (known === undefined) missing.push(id);
      else counts.set(id, known);
    }
    if (missing.length === 0) return counts;
    const changesHeard = this.memory.changesHeard;
    for (const [id, n] of await countMembersOf(this.db, missing)) counts.set(id, n);
    // Right for this answer either way; only remembered if no change arrived meanwhile.
    for (const id of missing)
      this.memory.remember(
        countKey(id),
        counts.get(id),
        { members: [id] },
        COUNT_BYTES,
        changesHeard,
      );
    return counts;
  }
}

/** How many members a group has now, read in `db` (a writer's transaction counts its own view). */
export async function countMembers(db: Db | Tx, groupId: number): Promise<number> {
  return (await countMembersOf(db, [groupId])).get(groupId)!;
}
