import { asc, and, eq } from 'drizzle-orm';
import type { StandingsResponse } from '@fairway/contract';
import { STANDINGS_LOCKED_MESSAGE, standingsLocked } from '@fairway/contract/rules';
import type { Db } from '../../db/client';
import { entries, users } from '../../db/schema';
import { deadlinePassed } from '../../domain/deadlines';
import { sizeTier } from '../../domain/pricing';
import { HttpError } from '../../http/errors';
import { renderJson, type RenderedJson } from '../../http/rendered-json';
import type { Clock } from '../../lib/clock';
import type { GroupAccess } from '../groups/access';
import { computeStandings } from './compute-standings';
import type { MemberTournamentService } from './member-service';
import type { GroupTournamentCache } from './group-tournament-cache';
import { loadBoard, startOf } from './store';

/**
 * Standings are computed once per (leaderboard version, group tournament version, phase) and
 * served from memory as ready JSON and gzip, so thousands of members polling cost little.
 */
export class StandingsService {
  readonly #cache = new Map<string, RenderedJson>();

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly members: MemberTournamentService,
    private readonly clock: Clock,
    private readonly groupTournaments: GroupTournamentCache,
  ) {}

  async get(userId: number, groupId: number, tournamentId: number): Promise<RenderedJson> {
    await this.access.requireMember(groupId, userId);
    const { link, tournament, deadline, memberCount } = await this.groupTournaments.get(
      groupId,
      tournamentId,
    );
    const now = this.clock.now();
    const started = tournament.status !== 'upcoming' || deadlinePassed(startOf(tournament), now);
    if (started && !link.paymentCompleted) {
      const groupPays = sizeTier(memberCount) !== 'free';
      if (standingsLocked(groupPays, link.paymentCompleted, started))
        throw new HttpError(402, STANDINGS_LOCKED_MESSAGE);
    }
    const closed = deadlinePassed(deadline, now);
    const etag = `"st-${tournament.leaderboardVersion}-${link.version}-${started ? 1 : 0}${closed ? 1 : 0}"`;
    const key = `${groupId}:${tournamentId}`;
    const cached = this.#cache.get(key);
    if (cached?.etag === etag) return cached;

    const [submitted, rows, board] = await Promise.all([
      this.db
        .selectDistinct({ userId: entries.userId })
        .from(entries)
        .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId))),
      started
        ? this.db
            .select({ entry: entries, userName: users.name })
            .from(entries)
            .innerJoin(users, eq(users.id, entries.userId))
            .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)))
            .orderBy(asc(entries.id))
        : Promise.resolve([]),
      started ? loadBoard(this.db, tournamentId) : Promise.resolve([]),
    ]);
    const { myEntryCount: _mine, ...memberView } = await this.members.present(
      link,
      tournament,
      memberCount,
      submitted.length,
      0,
    );
    // Before the first tee time the standings (and so everyone's picks) stay hidden.
    const standings = started
      ? computeStandings(
          rows.map(({ entry, userName }) => ({ ...entry, userName })),
          board,
          link.poolType,
          tournament.status === 'completed',
          tournament.currentRound,
        )
      : { rows: [], cutScore: null };
    const body: StandingsResponse = {
      tournament: {
        ...memberView,
        lastUpdated: tournament.leaderboardUpdatedAt?.toISOString() ?? null,
        cutScore: standings.cutScore,
        started,
      },
      standings: standings.rows,
    };
    const rendered = renderJson(etag, body);
    this.#cache.set(key, rendered);
    return rendered;
  }
}
