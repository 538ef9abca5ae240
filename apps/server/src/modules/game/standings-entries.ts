import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries, users } from '../../db/schema';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from '../events/bus';
import { forgetGoneKeysOn } from '../events/forget-group-keys';
import type { StandingsEntry } from '@fairway/domain';
import type { GroupTournamentRecord } from './store';

/** Versions nobody asks for any more are swept after this long. */
const ENTRIES_TTL_MS = 10 * 60_000;
/**
 * Entries remembered at most, over all groups and versions: four times one tournament at the
 * scale docs/performance.md measures (15,200 entries). A version is read again only until the
 * next entry change, so the least recently used (older versions) go first.
 */
const MAX_ENTRY_ROWS = 60_000;

/**
 * The entries standings are computed from, with their players' names. Every entry change bumps
 * its group tournament's version in the same transaction, and so does renaming a player who
 * has entries (a `player` change, modules/live), so entries are remembered per version and a
 * leaderboard update (which changes neither) reads none of them again.
 */
export class StandingsEntries {
  readonly #entries = new ExpiringCache<string, StandingsEntry[]>(ENTRIES_TTL_MS, {
    size: { max: MAX_ENTRY_ROWS, of: (rows) => rows.length },
  });

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    forgetGoneKeysOn(events, this.#entries);
  }

  /** What is remembered (group:tournament:version), for tests. */
  keys(): string[] {
    return this.#entries.keys();
  }

  /** Each group tournament's entries in entry order, by group id (all of one tournament). */
  async load(links: readonly GroupTournamentRecord[]): Promise<Map<number, StandingsEntry[]>> {
    const tournamentId = links[0]?.tournamentId;
    if (tournamentId === undefined) return new Map();
    const missing = links.filter((link) => !this.#entries.has(versionKey(link)));
    // The groups not remembered are read together; each waits for its share of that read.
    const reading = missing.length > 0 ? this.#read(tournamentId, missing) : undefined;
    const loaded = await Promise.all(
      links.map((link) =>
        this.#entries.get(versionKey(link), async () => (await reading)?.get(link.groupId) ?? []),
      ),
    );
    return new Map(links.map((link, i) => [link.groupId, loaded[i]!]));
  }

  async #read(
    tournamentId: number,
    links: readonly GroupTournamentRecord[],
  ): Promise<Map<number, StandingsEntry[]>> {
    const groupIds = links.map((link) => link.groupId);
    const rows = await this.db
      .select({
        groupId: entries.groupId,
        id: entries.id,
        userId: entries.userId,
        userName: users.name,
        tiebreaker: entries.tiebreaker,
        tier1GolferId: entries.tier1GolferId,
        tier2GolferId: entries.tier2GolferId,
        tier3GolferId: entries.tier3GolferId,
        tier4GolferId1: entries.tier4GolferId1,
        tier4GolferId2: entries.tier4GolferId2,
      })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .where(
        and(
          eq(entries.tournamentId, tournamentId),
          groupIds.length === 1
            ? eq(entries.groupId, groupIds[0]!)
            : inArray(entries.groupId, groupIds),
        ),
      )
      .orderBy(asc(entries.id));
    const byGroup = new Map<number, StandingsEntry[]>();
    for (const { groupId, ...entry } of rows) {
      let group = byGroup.get(groupId);
      if (!group) byGroup.set(groupId, (group = []));
      group.push(entry);
    }
    return byGroup;
  }
}

const versionKey = (link: GroupTournamentRecord) =>
  `${link.groupId}:${link.tournamentId}:${link.version}`;
