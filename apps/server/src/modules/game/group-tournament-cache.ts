import { and, eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { groupTournaments, tournaments } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { TournamentFee } from '@fairway/domain';
import { loadTournamentFee } from '../billing';
import type { EventBus } from '../events';
import { forgetGroupKeysOn } from '../events';
import type { MemberCounts } from '../groups';
import {
  deadlineOf,
  groupTournamentIs,
  NOT_IN_GROUP,
  type GroupTournamentRecord,
  type LoadedGroupTournament,
} from './store';
import type { TournamentRecord } from '../tournaments';

export interface GroupTournamentFacts extends LoadedGroupTournament {
  memberCount: number;
  /** The tournament's platform fee: whether it is owed, and what the prize pool gives up for it. */
  fee: TournamentFee;
}

/**
 * How long facts are remembered without news. Entries, settings and payments announce
 * themselves (a `standings` event), membership changes a `members` event and leaderboard
 * updates a versioned `standings` event, on every instance; this bounds what changes
 * unannounced (a tournament's dates edited on another instance, say).
 */
const FACTS_TTL_MS = 5_000;
/** Tournaments come from the golf data's schedule (about 50 a season), not from users. */
const MAX_TOURNAMENTS = 1_000;

/**
 * What a standings request needs to know before its cached body (the group's tournament, its
 * versions and the member count), kept in memory so a cached answer costs no query. Only for
 * reads: changes still load the row inside their transaction.
 *
 * The group's link and the tournament row are kept apart: a leaderboard update is announced
 * to every group playing the tournament, and only the one tournament row has changed. Member
 * counts come from the instance's one memory of them (groups/member-counts.ts).
 */
export class GroupTournamentCache {
  readonly #links = new ExpiringCache<string, GroupTournamentRecord>(FACTS_TTL_MS);
  readonly #tournaments = new ExpiringCache<number, TournamentRecord>(FACTS_TTL_MS, {
    maxEntries: MAX_TOURNAMENTS,
  });
  /**
   * The facts last put together per link, reused while the tournament row and member count
   * are the same: working out the deadline (New York calendar arithmetic) on every cached
   * standings request was 2 % of a busy server's thread.
   */
  readonly #together = new WeakMap<GroupTournamentRecord, GroupTournamentFacts>();
  /**
   * The newest leaderboard version announced per tournament: an older row is read again. A
   * tournament pushed out of it only misses this check until its next update is announced.
   */
  readonly #announced = new LRUCache<number, number>({ max: MAX_TOURNAMENTS });

  constructor(
    private readonly db: Db,
    private readonly memberCounts: MemberCounts,
    events: EventBus,
    private readonly clock: Clock,
  ) {
    // A deleted group's link goes with it.
    forgetGroupKeysOn(events, ['members'], this.#links);
    events.observe((groupId, event) => {
      if (event.type !== 'standings') return;
      const { tournamentId, version } = event.data;
      if (version === undefined) this.#links.delete(`${groupId}:${tournamentId}`);
      else if (version > (this.#announced.get(tournamentId) ?? -1))
        this.#announced.set(tournamentId, version);
    });
  }

  /** What is remembered of groups' links ("group:tournament"), for tests. */
  keys(): string[] {
    return this.#links.keys();
  }

  async get(groupId: number, tournamentId: number): Promise<GroupTournamentFacts> {
    const [link, memberCount, tournament] = await Promise.all([
      this.#links.get(`${groupId}:${tournamentId}`, () => this.#loadLink(groupId, tournamentId)),
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
    const linkKey = (groupId: number) => `${groupId}:${tournamentId}`;
    // What is remembered now is what is used, even if it is forgotten while the rest is read.
    const remembered = new Map(groupIds.map((id) => [id, this.#links.peek(linkKey(id))]));
    const missing = groupIds.filter((groupId) => !remembered.get(groupId));
    const [read, memberCounts, tournament] = await Promise.all([
      missing.length === 0
        ? []
        : this.db
            .select()
            .from(groupTournaments)
            .where(
              and(
                eq(groupTournaments.tournamentId, tournamentId),
                inArray(groupTournaments.groupId, missing),
              ),
            ),
      this.memberCounts.of(groupIds),
      this.#tournament(tournamentId),
    ]);
    const links = new Map(read.map((link) => [link.groupId, link]));
    for (const link of read) this.#links.set(linkKey(link.groupId), link);
    const loaded = await Promise.all(
      groupIds.map(async (groupId) => {
        // A remembered load that failed (the group does not play the tournament, or the read
        // itself failed) leaves the group out; its next request builds it alone.
        const link = links.get(groupId) ?? (await remembered.get(groupId)?.catch(() => undefined));
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
    return this.#tournaments.getFresh(
      tournamentId,
      async () => {
        const [row] = await this.db
          .select()
          .from(tournaments)
          .where(eq(tournaments.id, tournamentId));
        if (!row) throw notFound(NOT_IN_GROUP);
        return row;
      },
      (row) => row.leaderboardVersion >= (this.#announced.get(tournamentId) ?? 0),
    );
  }

  async #loadLink(groupId: number, tournamentId: number): Promise<GroupTournamentRecord> {
    const [link] = await this.db
      .select()
      .from(groupTournaments)
      .where(groupTournamentIs(groupId, tournamentId));
    if (!link) throw notFound(NOT_IN_GROUP);
    return link;
  }
}
