import { and, asc, count, eq } from 'drizzle-orm';
import type {
  MemberTournament,
  MyGolfersResponse,
  PickSubmissionsResponse,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries } from '../../db/schema';
import { deadlinePassed, toDollars, projectedCut } from '@fairway/domain';
import type { Clock } from '../../lib/clock';
import type { GroupAccess } from '../groups';
import { countMembers, membersByName } from '../groups';
import { myGolfers } from './my-golfers';
import { pickSubmissions } from './tournament-summaries';
import { deadlineOf, groupTournamentsOf, type GroupTournamentRecord } from './store';
import type { BoardCache, BoardRow, TournamentRecord } from '../tournaments';

/** The projected cut per board (one leaderboard version) and round: every group shares it. */
const projectedCuts = new WeakMap<readonly BoardRow[], Map<number, number | null>>();

function projectedCutOf(board: readonly BoardRow[], round: number): number | null {
  let byRound = projectedCuts.get(board);
  if (!byRound) projectedCuts.set(board, (byRound = new Map()));
  if (!byRound.has(round))
    byRound.set(
      round,
      projectedCut(
        board.map((row) => ({ toPar: row.totalToPar, status: row.status })),
        round,
      ),
    );
  return byRound.get(round)!;
}

/** The tournaments members see: live and upcoming. */
const IN_PLAY = ['active', 'upcoming'] as const;

/** What members see of their group's tournaments. */
export class MemberTournamentService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
    private readonly boards: BoardCache,
  ) {}

  /** The golfers who count for the caller's entries in a tournament, across their groups. */
  myGolfers(userId: number, tournamentId: number): Promise<MyGolfersResponse> {
    return myGolfers(this.db, this.boards, userId, tournamentId);
  }

  /** The group's live and upcoming tournaments, member view. */
  async available(userId: number, groupId: number): Promise<MemberTournament[]> {
    await this.access.requireMember(groupId, userId);
    const rows = await groupTournamentsOf(this.db, [groupId], IN_PLAY);
    const [memberCount, submitted, mine] = await Promise.all([
      countMembers(this.db, groupId),
      this.#submittedMembers(groupId),
      this.#entriesOf(groupId, userId),
    ]);
    return Promise.all(
      rows.map(({ link, tournament }) =>
        this.present(
          link,
          tournament,
          memberCount,
          submitted.get(tournament.id) ?? 0,
          mine.get(tournament.id) ?? 0,
        ),
      ),
    );
  }

  /** One tournament in member view (used by the standings too). */
  async present(
    link: GroupTournamentRecord,
    tournament: TournamentRecord,
    memberCount: number,
    submittedMembers: number,
    myEntryCount: number,
  ): Promise<MemberTournament> {
    const deadline = deadlineOf(link, tournament);
    const board = tournament.status === 'active' ? await this.boards.get(tournament) : [];
    return {
      id: tournament.id,
      name: tournament.name,
      status: tournament.status,
      location: tournament.location,
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      entryDeadline: deadline.toISOString(),
      firstTeeTime: tournament.firstTeeTime?.toISOString() ?? null,
      round: tournament.currentRound,
      poolType: link.poolType,
      projectedCut: projectedCutOf(board, tournament.currentRound),
      maxEntriesPerUser: link.maxEntriesPerUser,
      allowMultipleEntries: link.allowMultipleEntries,
      allowAlternate: link.allowAlternate,
      customRules: link.customRules,
      entryDeadlinePassed: deadlinePassed(deadline, this.clock.now()),
      isActive: link.isActive,
      pickSubmissions: pickSubmissions(submittedMembers, memberCount),
      myEntryCount,
      entryFee: toDollars(link.entryFeeCents),
    };
  }

  async pickSubmissions(userId: number, groupId: number): Promise<PickSubmissionsResponse> {
    await this.access.requireMember(groupId, userId);
    const [listed, rows, firstEntries] = await Promise.all([
      membersByName(this.db, groupId),
      groupTournamentsOf(this.db, [groupId], IN_PLAY),
      this.db
        .select({
          tournamentId: entries.tournamentId,
          userId: entries.userId,
          createdAt: entries.createdAt,
        })
        .from(entries)
        .where(eq(entries.groupId, groupId))
        .orderBy(asc(entries.createdAt)),
    ]);
    const members = listed.map(({ id, name }) => ({ id, name }));
    return {
      totalMembers: members.length,
      tournaments: rows.map(({ link, tournament }) => {
        const firstPick = new Map<number, Date>();
        for (const entry of firstEntries)
          if (entry.tournamentId === tournament.id && !firstPick.has(entry.userId))
            firstPick.set(entry.userId, entry.createdAt);
        return {
          id: tournament.id,
          name: tournament.name,
          startDate: tournament.startDate,
          entryDeadline: deadlineOf(link, tournament).toISOString(),
          submissions: pickSubmissions(firstPick.size, members.length),
          membersWithPicks: members
            .filter((m) => firstPick.has(m.id))
            .map((m) => ({ ...m, submittedAt: firstPick.get(m.id)!.toISOString() })),
          membersWithoutPicks: members.filter((m) => !firstPick.has(m.id)),
        };
      }),
    };
  }

  async #submittedMembers(groupId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectDistinct({ tournamentId: entries.tournamentId, userId: entries.userId })
      .from(entries)
      .where(eq(entries.groupId, groupId));
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.tournamentId, (counts.get(row.tournamentId) ?? 0) + 1);
    return counts;
  }

  async #entriesOf(groupId: number, userId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ tournamentId: entries.tournamentId, n: count() })
      .from(entries)
      .where(and(eq(entries.groupId, groupId), eq(entries.userId, userId)))
      .groupBy(entries.tournamentId);
    return new Map(rows.map((row) => [row.tournamentId, row.n]));
  }
}
