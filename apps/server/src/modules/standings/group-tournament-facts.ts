import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { TournamentFee } from '@fairway/domain';
import type { MemberCounts } from '../groups';
import { dependsOnGroupTournament, type LiveMemory, type LoadingView } from '../live';
import type { TournamentRecord, TournamentRows } from '../tournaments';
import {
  deadlineOf,
  linksToTournament,
  loadTournamentFee,
  NOT_IN_GROUP,
  type GroupTournamentRecord,
  type LoadedGroupTournament,
} from '../game';

export interface GroupTournamentFacts extends LoadedGroupTournament {
  memberCount: number;
  /** The tournament's platform fee: whether it is owed, and what the prize pool gives up for it. */
  fee: TournamentFee;
}

/**
 * What a standings request needs to know before its cached body (the group's tournament, its
 * versions and the member count), kept in the live memory so a cached answer costs no query.
 * Only for reads: changes still load the row inside their transaction.
 *
 * The group's link and the tournament row are kept apart: a leaderboard update is announced
 * to every group playing the tournament, and only the one tournament row has changed
 * (tournaments/tournament-rows.ts). A link is forgotten when a change to it is announced
 * (entries, settings, payments, removal) or its group's members change; member counts come
 * from the instance's one memory of them (groups/member-counts.ts).
 */
export class GroupTournamentCache {
  /**
   * The facts last put together per link, reused while the tournament row and member count
   * are the same: working out the deadline (New York calendar arithmetic) on every cached
   * standings request showed in a profile of a busy server (docs/performance.md, "2026-11-24").
   * Not a live view: keyed by the remembered link itself, it goes when the link is forgotten.
   */
  readonly #together = new WeakMap<GroupTournamentRecord, GroupTournamentFacts>();
  /** Each group's link to a tournament (its group tournament row). */
  readonly #links: LoadingView<[groupId: number, tournamentId: number], GroupTournamentRecord>;

  constructor(
    private readonly db: Db,
    private readonly memberCounts: MemberCounts,
    memory: LiveMemory,
    private readonly tournaments: TournamentRows,
    private readonly clock: Clock,
  ) {
    this.#links = memory.declare({
      name: 'group-tournament',
      key: (groupId: number, tournamentId: number) => `${groupId}:${tournamentId}`,
      dependsOn: (_link, groupId, tournamentId) => dependsOnGroupTournament(groupId, tournamentId),
      bytes: () => 400,
      load: async (groupId, tournamentId) => {
        const [link] = await linksToTournament(this.db, tournamentId, [groupId]);
        if (!link) throw notFound(NOT_IN_GROUP);
        return link;
      },
    });
  }

  /** What is remembered of groups' links ("group:tournament"), for tests. */
  keys(): string[] {
    return this.#links.keys();
  }

  async get(groupId: number, tournamentId: number): Promise<GroupTournamentFacts> {
    const [link, memberCount, tournament] = await Promise.all([
      this.#links.peek(groupId, tournamentId) ?? this.#links.get(groupId, tournamentId),
      this.memberCounts.one(groupId),
      this.#tournament(tournamentId),
    ]);
    return this.#factsOf(link, memberCount, tournament);
  }

  /**
   * Many groups' facts for one tournament: the links not remembered are read in one query.
   * Groups that do not play the tournament are left out.
   */
  async loadMany(
    groupIds: readonly number[],
    tournamentId: number,
  ): Promise<Map<number, GroupTournamentFacts>> {
    if (groupIds.length === 0) return new Map();
    // What is remembered now is what is used, even if it is forgotten while the rest is read.
    const remembered = new Map(groupIds.map((id) => [id, this.#links.peek(id, tournamentId)]));
    const missing = groupIds.filter((groupId) => !remembered.get(groupId));
    const changesHeard = this.#links.changesHeard;
    const [read, memberCounts, tournament] = await Promise.all([
      linksToTournament(this.db, tournamentId, missing),
      this.memberCounts.of(groupIds),
      this.#tournament(tournamentId),
    ]);
    const links = new Map(read.map((link) => [link.groupId, link]));
    for (const link of read) this.#links.remember([link.groupId, tournamentId], link, changesHeard);
    const loaded = await Promise.all(
      groupIds.map(async (groupId) => {
        const link = links.get(groupId) ?? remembered.get(groupId);
        if (!link) return undefined;
        return [
          groupId,
          await this.#factsOf(link, memberCounts.get(groupId) ?? 0, tournament),
        ] as const;
      }),
    );
    return new Map(loaded.filter((pair) => pair !== undefined));
  }

  /**
   * The facts of a link with this tournament row and member count: the remembered ones at once
   * (no promise: a cached standings request waits for nothing else), or put together (the fee
   * reads the database only between the first tee time and its being written down).
   */
  #factsOf(
    link: GroupTournamentRecord,
    memberCount: number,
    tournament: TournamentRecord,
  ): GroupTournamentFacts | Promise<GroupTournamentFacts> {
    const known = this.#together.get(link);
    if (known?.tournament === tournament && known.memberCount === memberCount) return known;
    return loadTournamentFee(this.db, link, tournament, memberCount, this.clock.now()).then(
      (fee) => {
        const together = {
          link,
          memberCount,
          tournament,
          deadline: deadlineOf(link, tournament),
          fee,
        };
        this.#together.set(link, together);
        return together;
      },
    );
  }

  #tournament(tournamentId: number): Promise<TournamentRecord> {
    return this.tournaments.get(tournamentId, NOT_IN_GROUP);
  }
}
