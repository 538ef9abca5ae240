import type { HistoryItem, MyFinishesResponse, TournamentHistoryDetail } from '@fairway/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound, paymentRequired } from '../../lib/domain-errors';
import { STANDINGS_LOCKED_MESSAGE, entryNumbers } from '@fairway/domain';
import { PLATFORM_ADMIN_ID } from '@fairway/contract/constants';
import type { Clock } from '../../lib/clock';
import { groupsPlaying, groupTournamentsOf, playerEntries, whereEntered } from '../game';
import { groupNames, membershipsOf, type GroupAccess } from '../groups';
import { findTournament, hasStarted, type TournamentRecord } from '../tournaments';
import { finishesOf } from './my-finishes';
import { scoreAcrossGroups, type ScoredEntry } from './score-across-groups';

const average = (values: number[]) =>
  values.length === 0
    ? null
    : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/** Completed tournaments, their winners and everyone's picks (docs/rules.md, "History"). */
export class HistoryService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
  ) {}

  async groupHistory(userId: number, groupId: number): Promise<HistoryItem[]> {
    const { group } = await this.access.requireMember(groupId, userId);
    const played = await this.#completedTournaments([groupId]);
    const items: HistoryItem[] = [];
    for (const { tournament } of played) {
      const { scored, locked } = await this.#score(tournament.id, [groupId]);
      if (locked.size === 0)
        items.push(summarize(tournament, [{ id: group.id, name: group.name }], scored));
    }
    return items.reverse();
  }

  /** The caller's completed tournaments across their groups, newest first. */
  async myHistory(userId: number): Promise<HistoryItem[]> {
    const items: HistoryItem[] = [];
    for (const { tournament, groups } of await this.#playedBy(userId)) {
      const { scored, locked } = await this.#score(
        tournament.id,
        groups.map((g) => g.id),
      );
      const userGroups = groups.filter((g) => !locked.has(g.id));
      if (userGroups.length > 0) items.push(summarize(tournament, userGroups, scored));
    }
    return items.sort((a, b) => b.startDate.localeCompare(a.startDate));
  }

  /** The caller's own finishes in their completed tournaments, with totals (docs/rules.md "History"). */
  async myFinishes(userId: number): Promise<MyFinishesResponse> {
    const played = [];
    for (const { tournament, groups } of await this.#playedBy(userId)) {
      const { scored, locked } = await this.#score(
        tournament.id,
        groups.map((g) => g.id),
      );
      played.push({ tournament, groups: groups.filter((g) => !locked.has(g.id)), scored });
    }
    return finishesOf(userId, played);
  }

  /**
   * The completed tournaments the user entered, each with the groups they entered it in, among
   * the groups they are still a member of.
   */
  async #playedBy(userId: number) {
    const [entered, memberOf] = await Promise.all([
      whereEntered(this.db, userId),
      this.#groupNamesOf(userId),
    ]);
    const rows = entered.filter((row) => memberOf.has(row.groupId));
    const groupIds = [...new Set(rows.map((row) => row.groupId))];
    const played = (await this.#completedTournaments(groupIds)).filter((p) =>
      rows.some((row) => row.tournamentId === p.tournament.id && row.groupId === p.groupId),
    );
    const byTournament = new Map<
      number,
      { tournament: TournamentRecord; groups: { id: number; name: string }[] }
    >();
    for (const { tournament, groupId } of played) {
      const seen = byTournament.get(tournament.id) ?? { tournament, groups: [] };
      seen.groups.push({ id: groupId, name: memberOf.get(groupId)! });
      byTournament.set(tournament.id, seen);
    }
    return [...byTournament.values()];
  }

  /** One tournament in detail: for those who played it in one of their groups, or the platform admin. */
  async detail(userId: number, tournamentId: number): Promise<TournamentHistoryDetail> {
    const tournament = await findTournament(this.db, tournamentId);
    if (!tournament) throw notFound('Tournament not found');
    const links = await groupsPlaying(this.db, tournamentId);
    let visible = links.map((l) => l.groupId);
    if (userId !== PLATFORM_ADMIN_ID) {
      const [mine, memberOf] = await Promise.all([
        playerEntries(this.db, { userId, tournamentId }),
        this.#groupNamesOf(userId),
      ]);
      const allowed = new Set(mine.map((m) => m.groupId).filter((id) => memberOf.has(id)));
      if (allowed.size === 0) throw forbidden('You did not take part in this tournament');
      visible = visible.filter((groupId) => allowed.has(groupId));
    }
    const { scored, locked } = await this.#score(tournamentId, visible);
    if (visible.length > 0 && locked.size === visible.length)
      throw paymentRequired(STANDINGS_LOCKED_MESSAGE);
    // Before the first tee time nobody sees anyone else's picks (docs/rules.md "History").
    const shown = hasStarted(tournament, this.clock.now())
      ? scored
      : scored.filter((row) => row.player.id === userId);
    const summary = summarize(tournament, [], shown);
    const shownGroups = [...new Set(shown.map((row) => row.groupId))];
    const names = await groupNames(this.db, shownGroups);
    return {
      id: tournament.id,
      name: tournament.name,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      totalEntries: summary.totalEntries,
      winner: summary.winner,
      groups: shownGroups.map((id) => ({ id, name: names.get(id) ?? 'Group' })),
      entries: shown.map((row) => ({
        id: row.entryId,
        userId: row.player.id,
        groupId: row.groupId,
        rank: row.rank,
        tied: row.tied,
        playerName: row.player.name,
        totalScore: row.totalScore,
        payout: row.payout,
        picks: row.selections.map((g) => ({ name: g.name, score: g.score })),
      })),
    };
  }

  /**
   * The tournament scored in these groups, leaving out groups whose standings are locked (play
   * started with the platform fee owed): history shows no more than the standings would.
   */
  async #score(tournamentId: number, groupIds: number[]) {
    const all = await scoreAcrossGroups(this.db, tournamentId, groupIds, this.clock.now());
    const locked = new Set(all.filter((row) => row.locked).map((row) => row.groupId));
    return { scored: all.filter((row) => !row.locked), locked };
  }

  /** The names of the groups the user is a member of, by group id. */
  async #groupNamesOf(userId: number): Promise<Map<number, string>> {
    const memberships = await membershipsOf(this.db, userId);
    return new Map(memberships.map(({ group }) => [group.id, group.name]));
  }

  async #completedTournaments(groupIds: number[]) {
    const played = await groupTournamentsOf(this.db, groupIds, ['completed']);
    return played.map(({ link, tournament }) => ({
      tournament,
      groupId: link.groupId,
      poolType: link.poolType,
    }));
  }
}

function summarize(
  tournament: TournamentRecord,
  userGroups: { id: number; name: string }[],
  scored: ScoredEntry[],
): HistoryItem {
  // Listed by rank, then score: the first is a group's winner (the best of them, with several).
  const leader = tournament.status === 'completed' ? scored[0] : undefined;
  const numbers = entryNumbers(
    scored.map((row) => ({ entryId: row.entryId, playerId: row.player.id, groupId: row.groupId })),
  );
  return {
    id: tournament.id,
    name: tournament.name,
    startDate: tournament.startDate,
    userGroups,
    winner: leader
      ? { name: leader.player.name, totalScore: leader.totalScore, groupId: leader.groupId }
      : null,
    totalEntries: scored.length,
    averageScore: average(scored.map((s) => s.totalScore)),
    payouts: scored
      .filter((row) => row.payout > 0)
      .map((row) => ({
        groupId: row.groupId,
        rank: row.rank,
        playerName: row.player.name,
        entryNumber: numbers.get(row.entryId)!,
        totalScore: row.totalScore,
        payout: row.payout,
      })),
  };
}
