import {
  ROOTING_BEFORE_START,
  type StandingsResponse,
  type StandingsShape,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../events';
import { invalidInput, notFound } from '../../lib/domain-errors';
import type { ForecastService } from '../forecast';
import type { MemberTournamentService } from '../game';
import type { GroupTournamentCache } from './group-tournament-facts';
import type { GroupAccess } from '../groups';
import type { LiveMemory, RenderedJson } from '../live';
import type { BoardCache } from '../tournaments';
import { StandingsBodies, standingsKey } from './standings-bodies';
import { STANDINGS_SHAPES, shapedEtag } from './standings-json';
import { StandingsComposer } from './standings-composer';
import { StandingsEntries } from './standings-entries';
import { rebuildTournament, type RebuildFigures } from './tournament-rebuild';

/** One golfer in an entry's rooting list (the contract's RootingGolfer). */
export interface RootingGolfer {
  golferId: number;
  name: string;
  held: boolean;
  swing: number;
}

/**
 * Standings are computed once per (leaderboard version, group tournament version, phase) and
 * served from memory as ready JSON and gzip, so thousands of members polling cost little.
 * The bodies live in the live memory (standings-bodies.ts says when each is forgotten); the
 * route turns a body into a response (ETag, 304, gzip).
 */
export class StandingsService {
  readonly #bodies: StandingsBodies;
  readonly #composer: StandingsComposer;
  /** The latest rebuild after a leaderboard update, for tests and the benchmark. */
  lastRebuild: Promise<RebuildFigures> | undefined;

  constructor(
    db: Db,
    private readonly access: GroupAccess,
    members: MemberTournamentService,
    clock: Clock,
    private readonly groupTournaments: GroupTournamentCache,
    boards: BoardCache,
    events: EventBus,
    memory: LiveMemory,
    private readonly forecasts: ForecastService,
  ) {
    this.#bodies = new StandingsBodies(memory);
    this.#composer = new StandingsComposer(
      clock,
      members,
      boards,
      new StandingsEntries(db, memory),
      forecasts,
    );
    // When the leaderboard moves, every body someone has been reading is rebuilt at once, on
    // every instance and in one batch per tournament, so the first reader after an update
    // finds it ready or joins the build in progress. The update announces itself to each
    // group in turn; the first announcement starts the batch and the rest find it under way.
    events.observe((groupId, event) => {
      if (event.type !== 'standings' || event.data.version === undefined) return;
      const { tournamentId, version } = event.data;
      // Any shape read before the update starts the batch; it rebuilds every shape read.
      const cached = STANDINGS_SHAPES.map((shape) =>
        this.#bodies.peek(standingsKey(groupId, tournamentId, shape)),
      ).find((remembered) => remembered !== undefined);
      if (cached && cached.leaderboardVersion < version)
        this.lastRebuild = rebuildTournament(
          { bodies: this.#bodies, groupTournaments, composer: this.#composer },
          tournamentId,
          version,
        );
    });
  }

  /** A member's view of the group's standings; refused to others and while the fee is owed. */
  async get(
    userId: number,
    groupId: number,
    tournamentId: number,
    shape: StandingsShape = 'default',
  ): Promise<RenderedJson> {
    await this.access.requireMember(groupId, userId);
    return this.#current(groupId, tournamentId, shape);
  }

  /**
   * The group tournament's standings as data, for what quotes them (the results notices); no
   * member check. Refused like `get` while the platform fee is owed.
   */
  async body(groupId: number, tournamentId: number): Promise<StandingsResponse> {
    const facts = await this.groupTournaments.get(groupId, tournamentId);
    return this.#composer.body(facts, this.#composer.phase(facts));
  }

  /**
   * Whom an entry's holder should root for (docs/rules.md, "Who to root for"): the golfers whose
   * finish moves its chance to win most, by how much and which way. Members only, from the
   * first tee time; nothing once the tournament is completed.
   */
  async rooting(
    userId: number,
    groupId: number,
    tournamentId: number,
    entryId: number,
  ): Promise<RootingGolfer[]> {
    const { facts, input } = await this.#forecastInput(userId, groupId, tournamentId, entryId);
    if (facts.tournament.status === 'completed') return [];
    const names = new Map(input.board.map((row) => [row.golferId, row.name]));
    const swings = await this.forecasts.rooting(input, entryId);
    return swings.map(({ golferId, held, swing }) => ({
      golferId,
      name: names.get(golferId) ?? 'Unknown golfer',
      held,
      swing: Math.round(swing * 1e4) / 1e4,
    }));
  }

  /** An entry's chance to win at the end of each round so far (the last: the latest). */
  async chances(
    userId: number,
    groupId: number,
    tournamentId: number,
    entryId: number,
  ): Promise<{ round: number; winProbability: number }[]> {
    const { facts } = await this.#forecastInput(userId, groupId, tournamentId, entryId);
    const rounds = this.forecasts.chancesByRound(groupId, tournamentId, entryId);
    if (facts.tournament.status !== 'completed') return rounds;
    // Completed: the last round's chance is settled, won or not (worked out once).
    const settled = await this.forecasts.settledChances(groupId, tournamentId, async () => {
      const body = await this.#composer.body(facts, this.#composer.phase(facts));
      return new Map(body.standings.map((row) => [row.entryId, row.winProbability ?? 0]));
    });
    return [
      ...rounds.filter((point) => point.round < 4),
      { round: 4, winProbability: settled.get(entryId) ?? 0 },
    ];
  }

  /** A member's view of one entry's forecast inputs; refused before play and for other entries. */
  async #forecastInput(userId: number, groupId: number, tournamentId: number, entryId: number) {
    await this.access.requireMember(groupId, userId);
    const facts = await this.groupTournaments.get(groupId, tournamentId);
    const phase = this.#composer.phase(facts);
    const input = await this.#composer.forecastInput(facts, phase);
    if (!input.entries.some((entry) => entry.id === entryId)) throw notFound('Entry not found');
    if (!phase.started) throw invalidInput(ROOTING_BEFORE_START);
    return { facts, input };
  }

  /** What this instance remembers, for tests: bodies and entries, by their keys. */
  memory(): { bodies: string[]; bodyBytes: number; entries: string[] } {
    return {
      bodies: this.#bodies.keys(),
      bodyBytes: this.#bodies.bytes,
      entries: this.#composer.entries.keys(),
    };
  }

  /** The body for the group tournament's current versions: remembered, or built once. */
  async #current(
    groupId: number,
    tournamentId: number,
    shape: StandingsShape,
  ): Promise<RenderedJson> {
    const facts = await this.groupTournaments.get(groupId, tournamentId);
    const phase = this.#composer.phase(facts);
    const etag = shapedEtag(phase.etag, shape);
    const key = standingsKey(groupId, tournamentId, shape);
    const leaderboardVersion = facts.tournament.leaderboardVersion;
    for (;;) {
      const cached = this.#bodies.get(key);
      if (cached) {
        cached.hurry?.();
        const body = await cached.body.catch(() => undefined);
        if (body?.etag === etag) return body;
        // Replaced while we waited (by a request that got here first): look again.
        if (this.#bodies.peek(key) !== cached) continue;
        // Our facts are older than the remembered body: answer from them, keep the newer one.
        if (cached.leaderboardVersion > leaderboardVersion)
          return this.#composer.build(facts, phase, shape);
      }
      const body = this.#composer.build(facts, phase, shape);
      return this.#bodies.remember(key, { leaderboardVersion, body });
    }
  }
}
