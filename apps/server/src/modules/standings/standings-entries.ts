import type { Db } from '../../db/client';
import type { StandingsEntry } from '@fairway/domain';
import { userNames } from '../auth';
import { dependsOnGroupTournament, type LiveMemory, type LiveView } from '../live';
import { alternatesWhereAllowed } from '@fairway/domain';
import { scoredPicksOfTournament, type GroupTournamentRecord } from '../game';

/**
 * The entries standings are computed from, with their players' names. Every entry change bumps
 * its group tournament's version in the same transaction, and so does renaming a player who
 * has entries (a `player` change, modules/live), so entries are remembered per version (in the
 * live memory) and a leaderboard update (which changes neither) reads none of them again.
 */
export class StandingsEntries {
  readonly #entries: LiveView<[link: GroupTournamentRecord], StandingsEntry[]>;

  constructor(
    private readonly db: Db,
    memory: LiveMemory,
  ) {
    this.#entries = memory.declare({
      name: 'standings-entries',
      key: ({ groupId, tournamentId, version }: GroupTournamentRecord) =>
        `${groupId}:${tournamentId}:${version}`,
      // Forgotten with the group or the tournament's removal from it.
      dependsOn: (_entries, link) => dependsOnGroupTournament(link.groupId, link.tournamentId),
      // An entry's rough size (ids, tiebreaker, the player's name).
      bytes: (entries) => 160 * Math.max(1, entries.length),
      // Versions nobody asks for any more are swept after this long.
      ttlMs: 10 * 60_000,
      versioned: true,
    });
  }

  /** What is remembered (group:tournament:version), for tests. */
  keys(): string[] {
    return this.#entries.keys();
  }

  /** Each group tournament's entries in entry order, by group id (all of one tournament). */
  async load(links: readonly GroupTournamentRecord[]): Promise<Map<number, StandingsEntry[]>> {
    const tournamentId = links[0]?.tournamentId;
    if (tournamentId === undefined) return new Map();
    const byGroup = new Map<number, StandingsEntry[]>();
    const missing: GroupTournamentRecord[] = [];
    for (const link of links) {
      const known = this.#entries.peek(link);
      if (known) byGroup.set(link.groupId, known);
      else missing.push(link);
    }
    if (missing.length === 0) return byGroup;
    // The groups not remembered are read together.
    const read = await this.#read(tournamentId, missing);
    for (const link of missing) {
      const groupEntries = read.get(link.groupId) ?? [];
      byGroup.set(link.groupId, groupEntries);
      this.#entries.keep([link], groupEntries);
    }
    return byGroup;
  }

  async #read(
    tournamentId: number,
    links: readonly GroupTournamentRecord[],
  ): Promise<Map<number, StandingsEntry[]>> {
    const rows = await scoredPicksOfTournament(
      this.db,
      tournamentId,
      links.map((link) => link.groupId),
    );
    const names = await userNames(
      this.db,
      rows.map((row) => row.userId),
    );
    const byGroup = new Map<number, StandingsEntry[]>();
    for (const { groupId, ...entry } of rows) {
      let group = byGroup.get(groupId);
      if (!group) byGroup.set(groupId, (group = []));
      group.push({ ...entry, userName: names.get(entry.userId) ?? '' });
    }
    for (const link of links) {
      const group = byGroup.get(link.groupId);
      if (group) byGroup.set(link.groupId, alternatesWhereAllowed(group, link.allowAlternate));
    }
    return byGroup;
  }
}
