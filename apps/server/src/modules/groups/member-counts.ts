import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers } from '../../db/schema';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from '../events/bus';
import { forgetGroupKeysOn } from '../events/forget-group-keys';

/**
 * Member counts change only by joining, removal, deletion and imports, each announced as a
 * `members` event on every instance; the expiry bounds a change nobody announced, like the
 * other remembered facts (docs/rules.md, "how stale an answer may be").
 */
const MEMBER_COUNT_TTL_MS = 5_000;
const countKey = (groupId: number) => `${groupId}:`;

/**
 * Each group's member count, remembered per instance: group pages, the dashboard and every
 * standings request show it. One memory for all of them, so one announcement forgets it.
 */
export class MemberCounts {
  readonly #counts = new ExpiringCache<string, number>(MEMBER_COUNT_TTL_MS);
  /** Counts `members` events, so a count read while one arrived is not remembered. */
  #membersEpoch = 0;

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    forgetGroupKeysOn(events, ['members'], this.#counts);
    events.observe((_, event) => {
      if (event.type === 'members') this.#membersEpoch += 1;
    });
  }

  /** What is remembered ("groupId:"), for tests. */
  keys(): string[] {
    return this.#counts.keys();
  }

  one(groupId: number): Promise<number> {
    // Remembered: straight from memory (every cached standings request asks).
    return this.#counts.peek(countKey(groupId)) ?? this.#countOne(groupId);
  }

  async #countOne(groupId: number): Promise<number> {
    return (await this.of([groupId])).get(groupId)!;
  }

  /** The groups not remembered are counted in one query. */
  async of(groupIds: readonly number[]): Promise<Map<number, number>> {
    const missing = groupIds.filter((id) => !this.#counts.has(countKey(id)));
    const counted = new Map<number, number>();
    if (missing.length > 0) {
      const epoch = this.#membersEpoch;
      const rows = await this.db
        .select({ groupId: groupMembers.groupId, n: count() })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, missing))
        .groupBy(groupMembers.groupId);
      for (const id of missing) counted.set(id, 0);
      for (const row of rows) counted.set(row.groupId, row.n);
      // Right for this answer either way, but only remembered if no change arrived meanwhile.
      if (epoch === this.#membersEpoch)
        for (const [id, n] of counted) this.#counts.set(countKey(id), n);
    }
    const counts = await Promise.all(
      groupIds.map(
        (id) => counted.get(id) ?? this.#counts.get(countKey(id), () => this.#countOne(id)),
      ),
    );
    return new Map(groupIds.map((id, i) => [id, counts[i]!]));
  }
}
