import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { entries, users } from '../../db/schema';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { StandingsEntry } from './compute-standings';
import type { GroupTournamentRecord } from './store';

type EntryPicks = Omit<StandingsEntry, 'userName'>;

/** Versions nobody asks for any more are swept after this long. */
const PICKS_TTL_MS = 10 * 60_000;

/**
 * The entries standings are computed from. Every entry change bumps its group tournament's
 * version in the same transaction, so picks are remembered per version and a leaderboard
 * update (which changes no entry) reads none of them again. Players' names are read every
 * time, in one query, so a renamed player shows under the new name at the next update.
 */
export class StandingsEntries {
  readonly #picks = new ExpiringCache<string, EntryPicks[]>(PICKS_TTL_MS, 1_000);

  constructor(private readonly db: Db) {}

  /** Each group tournament's entries in entry order, by group id (all of one tournament). */
  async load(links: readonly GroupTournamentRecord[]): Promise<Map<number, StandingsEntry[]>> {
    const byGroup = new Map<number, StandingsEntry[]>();
    const tournamentId = links[0]?.tournamentId;
    if (tournamentId === undefined) return byGroup;
    const groupIds = links.map((link) => link.groupId);
    const missing = links.filter((link) => !this.#picks.has(versionKey(link)));
    // The groups not remembered are read together; each waits for its share of that read.
    const reading = missing.length > 0 ? this.#readPicks(tournamentId, missing) : undefined;
    const [picks, names] = await Promise.all([
      Promise.all(
        links.map((link) =>
          this.#picks.get(versionKey(link), async () => (await reading)?.get(link.groupId) ?? []),
        ),
      ),
      this.#names(tournamentId, groupIds),
    ]);
    links.forEach((link, i) => {
      byGroup.set(
        link.groupId,
        // Written out rather than spread: 10,000 entries after every update.
        picks[i]!.map((entry) => ({
          id: entry.id,
          userId: entry.userId,
          userName: names.get(entry.userId) ?? '',
          tiebreaker: entry.tiebreaker,
          tier1GolferId: entry.tier1GolferId,
          tier2GolferId: entry.tier2GolferId,
          tier3GolferId: entry.tier3GolferId,
          tier4GolferId1: entry.tier4GolferId1,
          tier4GolferId2: entry.tier4GolferId2,
        })),
      );
    });
    return byGroup;
  }

  async #readPicks(
    tournamentId: number,
    links: readonly GroupTournamentRecord[],
  ): Promise<Map<number, EntryPicks[]>> {
    const rows = await this.db
      .select({
        groupId: entries.groupId,
        id: entries.id,
        userId: entries.userId,
        tiebreaker: entries.tiebreaker,
        tier1GolferId: entries.tier1GolferId,
        tier2GolferId: entries.tier2GolferId,
        tier3GolferId: entries.tier3GolferId,
        tier4GolferId1: entries.tier4GolferId1,
        tier4GolferId2: entries.tier4GolferId2,
      })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournamentId), inGroups(links.map((l) => l.groupId))))
      .orderBy(asc(entries.id));
    const byGroup = new Map<number, EntryPicks[]>();
    for (const { groupId, ...entry } of rows) {
      let group = byGroup.get(groupId);
      if (!group) byGroup.set(groupId, (group = []));
      group.push(entry);
    }
    return byGroup;
  }

  /** The current name of everyone with an entry in these groups' tournament. */
  async #names(tournamentId: number, groupIds: readonly number[]): Promise<Map<number, string>> {
    const players = this.db
      .select({ userId: entries.userId })
      .from(entries)
      .where(and(eq(entries.tournamentId, tournamentId), inGroups(groupIds)));
    const rows = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, players));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}

const versionKey = (link: GroupTournamentRecord) =>
  `${link.groupId}:${link.tournamentId}:${link.version}`;

const inGroups = (groupIds: readonly number[]) =>
  groupIds.length === 1
    ? eq(entries.groupId, groupIds[0]!)
    : inArray(entries.groupId, [...groupIds]);
