import {
  ROOTING_BEFORE_START,
  type MyEntriesResponse,
  type MyEntry,
  type StandingsResponse,
  type StandingsShape,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { invalidInput, notFound } from '../../lib/domain-errors';
import type { ForecastService } from '../forecast';
import type { MemberTournamentService } from '../game';
import type { GroupTournamentCache } from './group-tournament-facts';
import type { GroupAccess } from '../groups';
import type { LiveMemory, LiveWrites } from '../live';
import type { RenderedJson } from '../../http/rendered-json';
import type { BoardCache } from '../tournaments';
import { digestOf, myEntriesFrom, rootForEntries } from './my-entries';
import { parseStandingsKey, StandingsBodies, standingsKey } from './standings-bodies';
import { shapedEtag } from './standings-json';
import { StandingsComposer } from './standings-composer';
import { StandingsEntries } from './standings-entries';
import { rebuildTournament, type RebuildFigures } from './tournament-rebuild';

/** A visitor reading the public demo group without an account (docs/rules.md, "Demo"). */
export const DEMO_VISITOR = 'demo-visitor';
/**
 * Who reads a group's standings and forecasts: a signed-in member, by account, or a visitor to
 * the demo group. Both read the same bodies; only who may read differs.
 */
export type StandingsReader = number | typeof DEMO_VISITOR;

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
    live: LiveWrites,
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
    // finds it ready or joins the build in progress. After the tournament's row is forgotten
    // (tournaments' handler, order 0), so the batch reads the new version's row.
    live.changes.on(
      'leaderboard',
      { name: 'standings rebuild', phase: 'everywhere', order: 10 },
      (boards) => {
        for (const { tournamentId, version } of boards)
          if (this.#readBefore(tournamentId, version))
            this.lastRebuild = rebuildTournament(
              { bodies: this.#bodies, groupTournaments, composer: this.#composer },
              tournamentId,
              version,
            );
      },
    );
  }

  /** Whether any body of the tournament was read at an older leaderboard version. */
  #readBefore(tournamentId: number, version: number): boolean {
    return this.#bodies
      .entries()
      .some(
        ([key, remembered]) =>
          parseStandingsKey(key).tournamentId === tournamentId &&
          remembered.leaderboardVersion < version,
      );
  }

  /**
   * A member's view of the group's standings (or a visitor's of the demo group's); refused to
   * others and while the fee is owed.
   */
  async get(
    reader: StandingsReader,
    groupId: number,
    tournamentId: number,
    shape: StandingsShape = 'default',
  ): Promise<RenderedJson> {
    await this.#allow(reader, groupId);
    return this.#current(groupId, tournamentId, shape);
  }

  /** Members read their group; a visitor reads only the demo group (any other: not found). */
  async #allow(reader: StandingsReader, groupId: number): Promise<void> {
    if (reader === DEMO_VISITOR) await this.access.requireDemo(groupId);
    else await this.access.requireMember(groupId, reader);
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
   * finish moves its chance to win most, by how much and which way. Members (and visitors to the
   * demo group), from the first tee time; nothing once the tournament is completed.
   */
  async rooting(
    reader: StandingsReader,
    groupId: number,
    tournamentId: number,
    entryId: number,
  ): Promise<RootingGolfer[]> {
    const { facts, input } = await this.#forecastInput(reader, groupId, tournamentId, entryId);
    if (facts.tournament.status === 'completed') return [];
    const names = new Map(input.board.map((row) => [row.golferId, row.name]));
    const { swings } = await this.forecasts.rooting(input, entryId);
    return swings.map(({ golferId, held, swing }) => ({
      golferId,
      name: names.get(golferId) ?? 'Unknown golfer',
      held,
      swing: Math.round(swing * 1e4) / 1e4,
    }));
  }

  /**
   * The caller's entries as the "my entry" card shows them (docs/rules.md, "My entries"), from
   * the same remembered standings body the standings answer (built once if nobody has read it):
   * members only, refused while the standings are locked; empty before the first tee time.
   */
  async myEntries(
    userId: number,
    groupId: number,
    tournamentId: number,
  ): Promise<MyEntriesResponse> {
    await this.access.requireMember(groupId, userId);
    const digest = digestOf(await this.#current(groupId, tournamentId, 'default'));
    const mine = digest.byPlayer.get(userId) ?? [];
    // Whom to root for comes from the forecast: not before one, nor once the results are in.
    const rooting = digest.forecast && digest.tournament.status !== 'completed' && mine.length > 0;
    const rootFor = rooting
      ? await this.#rootFor(
          groupId,
          tournamentId,
          mine.map((entry) => entry.entryId),
        )
      : new Map<number, MyEntry['rootFor']>();
    return myEntriesFrom(digest, userId, rootFor);
  }

  /** Each entry's top golfer to root for, from the forecast of what the standings show. */
  async #rootFor(groupId: number, tournamentId: number, entryIds: number[]) {
    const facts = await this.groupTournaments.get(groupId, tournamentId);
    const input = await this.#composer.forecastInput(facts, this.#composer.phase(facts));
    return rootForEntries(this.forecasts, input, entryIds);
  }

  /** An entry's chance to win at the end of each round so far (the last: the latest). */
  async chances(
    reader: StandingsReader,
    groupId: number,
    tournamentId: number,
    entryId: number,
  ): Promise<{ round: number; winProbability: number }[]> {
    const { facts } = await this.#forecastInput(reader, groupId, tournamentId, entryId);
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
  async #forecastInput(
    reader: StandingsReader,
    groupId: number,
    tournamentId: number,
    entryId: number,
  ) {
    await this.#allow(reader, groupId);
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
