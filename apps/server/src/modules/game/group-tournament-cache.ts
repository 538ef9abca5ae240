import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupMembers, groupTournaments, tournaments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from '../events/bus';
import { forgetGroupKeysOn } from '../events/forget-group-keys';
import {
  countMembers,
  deadlineOf,
  groupTournamentIs,
  NOT_IN_GROUP,
  type GroupTournamentRecord,
  type LoadedGroupTournament,
  type TournamentRecord,
} from './store';

export interface GroupTournamentFacts extends LoadedGroupTournament {
  memberCount: number;
}

interface GroupPart {
  link: GroupTournamentRecord;
  memberCount: number;
}

/**
 * How long facts are remembered without news. Entries, settings and payments announce
 * themselves (a `standings` event), membership changes a `members` event and leaderboard
 * updates a versioned `standings` event, on every instance; this bounds what changes
 * unannounced (a tournament's dates edited on another instance, say).
 */
const FACTS_TTL_MS = 5_000;

/**
 * What a standings request needs to know before its cached body (the group's tournament, its
 * versions and the member count), kept in memory so a cached answer costs no query. Only for
 * reads: changes still load the row inside their transaction.
 *
 * The group's part and the tournament's part are kept apart: a leaderboard update is announced
 * to every group playing the tournament, and only the one tournament row has changed.
 */
export class GroupTournamentCache {
  readonly #groupParts = new ExpiringCache<string, GroupPart>(FACTS_TTL_MS);
  readonly #tournaments = new ExpiringCache<number, TournamentRecord>(FACTS_TTL_MS);
  /** The newest leaderboard version announced per tournament: an older row is read again. */
  readonly #announced = new Map<number, number>();

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    forgetGroupKeysOn(events, ['members'], this.#groupParts);
    events.observe((groupId, event) => {
      if (event.type !== 'standings') return;
      const { tournamentId, version } = event.data;
      if (version === undefined) this.#groupParts.delete(`${groupId}:${tournamentId}`);
      else if (version > (this.#announced.get(tournamentId) ?? -1))
        this.#announced.set(tournamentId, version);
    });
  }

  async get(groupId: number, tournamentId: number): Promise<GroupTournamentFacts> {
    const [group, tournament] = await Promise.all([
      this.#groupParts.get(`${groupId}:${tournamentId}`, () =>
        this.#loadGroupPart(groupId, tournamentId),
      ),
      this.#tournament(tournamentId),
    ]);
    return facts(group, tournament);
  }

  /**
   * Many groups' facts for one tournament, read now in three queries (whatever was remembered)
   * and remembered. Groups that do not play the tournament are left out.
   */
  async loadMany(
    groupIds: readonly number[],
    tournamentId: number,
  ): Promise<Map<number, GroupTournamentFacts>> {
    if (groupIds.length === 0) return new Map();
    const [links, counts, tournament] = await Promise.all([
      this.db
        .select()
        .from(groupTournaments)
        .where(
          and(
            eq(groupTournaments.tournamentId, tournamentId),
            inArray(groupTournaments.groupId, [...groupIds]),
          ),
        ),
      this.db
        .select({ groupId: groupMembers.groupId, n: count() })
        .from(groupMembers)
        .where(inArray(groupMembers.groupId, [...groupIds]))
        .groupBy(groupMembers.groupId),
      this.#tournament(tournamentId),
    ]);
    const memberCounts = new Map(counts.map((row) => [row.groupId, row.n]));
    const loaded = new Map<number, GroupTournamentFacts>();
    for (const link of links) {
      const group = { link, memberCount: memberCounts.get(link.groupId) ?? 0 };
      this.#groupParts.set(`${link.groupId}:${tournamentId}`, group);
      loaded.set(link.groupId, facts(group, tournament));
    }
    return loaded;
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

  async #loadGroupPart(groupId: number, tournamentId: number): Promise<GroupPart> {
    const [[link], memberCount] = await Promise.all([
      this.db.select().from(groupTournaments).where(groupTournamentIs(groupId, tournamentId)),
      countMembers(this.db, groupId),
    ]);
    if (!link) throw notFound(NOT_IN_GROUP);
    return { link, memberCount };
  }
}

const facts = (group: GroupPart, tournament: TournamentRecord): GroupTournamentFacts => ({
  ...group,
  tournament,
  deadline: deadlineOf(group.link, tournament),
});
