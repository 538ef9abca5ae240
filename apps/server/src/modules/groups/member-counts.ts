import type { Db, Tx } from '../../db/client';
import type { LiveMemory, LiveView } from '../live';
import { countMembersOf } from './member-tallies';

/**
 * Each group's member count: group pages, the dashboard, the invite preview and every
 * standings request show it. Remembered in the live memory until the group's members change
 * (joining, removal, deletion and imports announce it; modules/live).
 */
export class MemberCounts {
  readonly #counts: LiveView<[groupId: number], number>;

  constructor(
    private readonly db: Db,
    memory: LiveMemory,
  ) {
    this.#counts = memory.declare({
      name: 'member-count',
      // "groupId:", as the other views of a group start (test/group-memory.ts lists them so).
      key: (groupId: number) => `${groupId}:`,
      dependsOn: (_count, groupId) => ({ members: [groupId] }),
      bytes: () => 64,
    });
  }

  /** What is remembered ("groupId:"), for tests. */
  keys(): string[] {
    return this.#counts.keys();
  }

  one(groupId: number): number | Promise<number> {
    // Remembered: straight from memory, no promise (every cached standings request asks).
    return this.#counts.peek(groupId) ?? this.#countOne(groupId);
  }

  async #countOne(groupId: number): Promise<number> {
    return (await this.of([groupId])).get(groupId)!;
  }

  /** The groups not remembered are counted in one query. */
  async of(groupIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    const missing: number[] = [];
    for (const id of groupIds) {
      const known = this.#counts.peek(id);
      if (known === undefined) missing.push(id);
      else counts.set(id, known);
    }
    if (missing.length === 0) return counts;
    const changesHeard = this.#counts.changesHeard;
    for (const [id, n] of await countMembersOf(this.db, missing)) counts.set(id, n);
    // Right for this answer either way; only remembered if no change arrived meanwhile.
    for (const id of missing) this.#counts.remember([id], counts.get(id)!, changesHeard);
    return counts;
  }
}

/** How many members a group has now, read in `db` (a writer's transaction counts its own view). */
export async function countMembers(db: Db | Tx, groupId: number): Promise<number> {
  return (await countMembersOf(db, [groupId])).get(groupId)!;
}
