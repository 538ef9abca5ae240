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
import type { EventBus } from '../events/bus';
import type { GroupTournamentCache, GroupTournamentFacts } from './group-tournament-cache';
import type { BoardCache } from './board-cache';
import { startOf } from './store';

/**
 * Standings are computed once per (leaderboard version, group tournament version, phase) and
 * served from memory as ready JSON and gzip, so thousands of members polling cost little.
 */
export class StandingsService {
  /** Per group tournament: the latest body, or the promise of it while it is being built. */
  readonly #cache = new Map<string, { etag: string; body: Promise<RenderedJson> }>();

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly members: MemberTournamentService,
    private readonly clock: Clock,
    private readonly groupTournaments: GroupTournamentCache,
    private readonly boards: BoardCache,
    events: EventBus,
  ) {
    // When the leaderboard moves, bodies someone has been reading are rebuilt at once, on every
    // instance, so the first reader after an update finds them ready (or nearly: the request
    // joins the build in progress). Registered after the group-tournament cache's observer,
    // which has already forgotten the old version by then.
    events.observe((groupId, event) => {
      if (event.type !== 'standings' || event.data.version === undefined) return;
      if (!this.#cache.has(`${groupId}:${event.data.tournamentId}`)) return;
      this.#current(groupId, event.data.tournamentId).catch(() => undefined);
    });
  }

  async get(userId: number, groupId: number, tournamentId: number): Promise<RenderedJson> {
    await this.access.requireMember(groupId, userId);
    return this.#current(groupId, tournamentId);
  }

  /** The body for the group tournament's current versions: remembered, or built once. */
  async #current(groupId: number, tournamentId: number): Promise<RenderedJson> {
    const facts = await this.groupTournaments.get(groupId, tournamentId);
    const { link, tournament, deadline, memberCount } = facts;
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
    if (cached?.etag === etag) return cached.body;
    const entry = { etag, body: this.#build(facts, started, etag) };
    this.#cache.set(key, entry);
    entry.body.catch(() => {
      if (this.#cache.get(key) === entry) this.#cache.delete(key);
    });
    return entry.body;
  }

  async #build(
    { link, tournament, memberCount }: GroupTournamentFacts,
    started: boolean,
    etag: string,
  ): Promise<RenderedJson> {
    const { groupId, tournamentId } = link;

    const [rows, board] = await Promise.all([
      // Only what standings show: fewer columns (no timestamps to parse) for 5,000 rows.
      this.db
        .select({
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
        .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)))
        .orderBy(asc(entries.id)),
      started ? this.boards.get(tournament) : Promise.resolve([]),
    ]);
    const submitted = new Set(rows.map((entry) => entry.userId)).size;
    const { myEntryCount: _mine, ...memberView } = await this.members.present(
      link,
      tournament,
      memberCount,
      submitted,
      0,
    );
    // Before the first tee time the standings (and so everyone's picks) stay hidden.
    const standings = started
      ? computeStandings(
          rows,
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
    return renderJson(etag, body);
  }
}
