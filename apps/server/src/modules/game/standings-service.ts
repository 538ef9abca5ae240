import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StandingsResponse } from '@fairway/contract';
import {
  STANDINGS_LOCKED_MESSAGE,
  standingsLocked,
  deadlinePassed,
  toDollars,
  computeStandings,
  poolMoney,
  type StandingsEntry,
} from '@fairway/domain';
import type { Db } from '../../db/client';
import { paymentRequired } from '../../lib/domain-errors';
import { compressJson, type RenderedJson } from '../../http/rendered-json';
import type { Clock } from '../../lib/clock';
import type { GroupAccess } from '../groups';
import type { MemberTournamentService } from './member-service';
import type { EventBus } from '../events';
import type { GroupTournamentCache, GroupTournamentFacts } from './group-tournament-cache';
import type { BoardCache } from './board-cache';
import type { LiveMemory } from '../live';
import { StandingsBodies } from './standings-bodies';
import { StandingsEntries } from './standings-entries';
import { standingsJson } from './standings-json';
import { hasStarted, type BoardRow } from '../tournaments';

/** How long a rebuild works before letting waiting requests in (one turn of the event loop). */
const SLICE_MS = 10;

/** A body as JSON text, before compression. */
interface Composed {
  etag: string;
  json: string;
}

interface Settle<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** When the body is built and what it is called: play started, entries closed, versions. */
interface Phase {
  started: boolean;
  etag: string;
}

/**
 * Standings are computed once per (leaderboard version, group tournament version, phase) and
 * served from memory as ready JSON and gzip, so thousands of members polling cost little.
 * The bodies live in the live memory (standings-bodies.ts says when each is forgotten).
 */
export class StandingsService {
  readonly #cache: StandingsBodies;
  readonly #entries: StandingsEntries;
  /**
   * The latest rebuild after a leaderboard update: how many groups and entries, how long until
   * every body was computed and written as JSON (small ones compressed too: compressJson does
   * them in place), and until every one was compressed.
   */
  lastRebuild:
    Promise<{ groups: number; entries: number; composedMs: number; readyMs: number }> | undefined;

  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly members: MemberTournamentService,
    private readonly clock: Clock,
    private readonly groupTournaments: GroupTournamentCache,
    private readonly boards: BoardCache,
    events: EventBus,
    memory: LiveMemory,
  ) {
    this.#cache = new StandingsBodies(memory);
    this.#entries = new StandingsEntries(db, memory);
    // When the leaderboard moves, every body someone has been reading is rebuilt at once, on
    // every instance and in one batch per tournament, so the first reader after an update
    // finds it ready or joins the build in progress. The update announces itself to each
    // group in turn; the first announcement starts the batch and the rest find it under way.
    events.observe((groupId, event) => {
      if (event.type !== 'standings' || event.data.version === undefined) return;
      const cached = this.#cache.peek(key(groupId, event.data.tournamentId));
      if (cached && cached.leaderboardVersion < event.data.version)
        this.#rebuildTournament(event.data.tournamentId, event.data.version);
    });
  }

  async get(userId: number, groupId: number, tournamentId: number): Promise<RenderedJson> {
    await this.access.requireMember(groupId, userId);
    return this.#current(groupId, tournamentId);
  }

  /** What this instance remembers, for tests: bodies and entries, by their keys. */
  memory(): { bodies: string[]; bodyBytes: number; entries: string[] } {
    return {
      bodies: this.#cache.keys(),
      bodyBytes: this.#cache.bytes,
      entries: this.#entries.keys(),
    };
  }

  /** The body for the group tournament's current versions: remembered, or built once. */
  async #current(groupId: number, tournamentId: number): Promise<RenderedJson> {
    const facts = await this.groupTournaments.get(groupId, tournamentId);
    const phase = this.#phase(facts);
    const cacheKey = key(groupId, tournamentId);
    for (;;) {
      const cached = this.#cache.get(cacheKey);
      if (cached) {
        cached.hurry?.();
        const body = await cached.body.catch(() => undefined);
        if (body?.etag === phase.etag) return body;
        // Replaced while we waited (by a request that got here first): look again.
        if (this.#cache.peek(cacheKey) !== cached) continue;
        // Our facts are older than the remembered body: answer from them, keep the newer one.
        if (cached.leaderboardVersion > facts.tournament.leaderboardVersion)
          return this.#build(facts, phase);
      }
      return this.#remember(
        cacheKey,
        facts.tournament.leaderboardVersion,
        this.#build(facts, phase),
      );
    }
  }

  /** Refuses locked standings (402); otherwise says which version of the body is due. */
  #phase({ link, tournament, deadline, fee, memberCount }: GroupTournamentFacts): Phase {
    const now = this.clock.now();
    const started = hasStarted(tournament, now);
    if (standingsLocked(fee.owed, started)) throw paymentRequired(STANDINGS_LOCKED_MESSAGE);
    const closed = deadlinePassed(deadline, now);
    const flags = `${started ? 1 : 0}${closed ? 1 : 0}`;
    // The prize pool moves with the platform fee (a group growing past 10 before the start),
    // and the picks submitted are shown out of the members the group has now.
    const etag = `"st-${tournament.leaderboardVersion}-${link.version}-${flags}-${fee.cents}-${memberCount}"`;
    return { started, etag };
  }

  #remember(
    cacheKey: string,
    leaderboardVersion: number,
    body: Promise<RenderedJson>,
    hurry?: () => void,
  ) {
    return this.#cache.remember(cacheKey, { leaderboardVersion, body, hurry });
  }

  async #build(facts: GroupTournamentFacts, phase: Phase): Promise<RenderedJson> {
    const [rows, board] = await Promise.all([
      this.#entries.load([facts.link]).then((byGroup) => byGroup.get(facts.link.groupId) ?? []),
      this.#boardFor(facts, phase),
    ]);
    const { etag, json } = await this.#compose(facts, phase, rows, board);
    return compressJson(etag, json);
  }

  /** The leaderboard standings are scored from; none before play starts (nothing is shown). */
  #boardFor({ tournament }: GroupTournamentFacts, { started }: Phase): Promise<BoardRow[]> {
    return started ? this.boards.get(tournament) : Promise.resolve([]);
  }

  /**
   * Rebuilds every remembered body of a tournament older than `version`: their facts, their
   * entries and the leaderboard are read once for all of them (200 groups, a few queries). The
   * bodies are then composed in turn, largest first, letting waiting requests in every few
   * milliseconds; a small body is compressed at once, a large one on the thread pool while
   * the next is composed (compressJson). A group somebody is waiting for moves to the front
   * (see #current), so its readers do not wait behind 200 other groups.
   */
  #rebuildTournament(tournamentId: number, version: number): void {
    const started = performance.now();
    const queue: number[] = [];
    for (const [cacheKey, cached] of this.#cache.entries()) {
      const [groupId, cachedTournament] = cacheKey.split(':').map(Number);
      if (cachedTournament === tournamentId && cached.leaderboardVersion < version)
        queue.push(groupId!);
    }
    const groups = queue.length;
    const loading = (async () => {
      const facts = await this.groupTournaments.loadMany(queue, tournamentId);
      const rows = await this.#entries.load([...facts.values()].map(({ link }) => link));
      return { facts, rows };
    })();

    const waiting = new Map<number, Settle<Composed>>();
    const hurried = new Set<number>();
    const bodies = queue.map((groupId) => {
      const composed = new Promise<Composed>((resolve, reject) =>
        waiting.set(groupId, { resolve, reject }),
      );
      const body = composed.then(({ etag, json }) => compressJson(etag, json));
      const hurry = () => {
        hurried.add(groupId);
        const at = queue.indexOf(groupId);
        if (at > 0) queue.unshift(...queue.splice(at, 1));
      };
      return this.#remember(key(groupId, tournamentId), version, body, hurry);
    });

    const composing = (async () => {
      const { facts, rows } = await loading;
      // After any group somebody is waiting for, the most entries first: the body the most
      // members read and the longest to compress, which then leads the compression queue.
      const order = (groupId: number) =>
        hurried.has(groupId) ? Infinity : (rows.get(groupId)?.length ?? 0);
      queue.sort((a, b) => order(b) - order(a) || 0);
      let sliceStarted = performance.now();
      for (let groupId = queue.shift(); groupId !== undefined; groupId = queue.shift()) {
        const settle = waiting.get(groupId)!;
        try {
          const groupFacts = facts.get(groupId);
          if (!groupFacts) throw new Error('The group no longer plays this tournament');
          const phase = this.#phase(groupFacts);
          const board = await this.#boardFor(groupFacts, phase);
          settle.resolve(await this.#compose(groupFacts, phase, rows.get(groupId) ?? [], board));
        } catch (error) {
          settle.reject(error);
        }
        if (performance.now() - sliceStarted > SLICE_MS) {
          await nextTurn();
          sliceStarted = performance.now();
        }
      }
      return { entries: [...rows.values()].reduce((sum, group) => sum + group.length, 0) };
    })();
    composing.catch((error: unknown) => {
      for (const settle of waiting.values()) settle.reject(error);
    });

    this.lastRebuild = composing.then(async ({ entries }) => {
      const composedMs = performance.now() - started;
      await Promise.allSettled(bodies);
      return { groups, entries, composedMs, readyMs: performance.now() - started };
    });
    // Whoever asks for the figures hears of a failure; the readers already have.
    this.lastRebuild.catch(() => undefined);
  }

  /** The body as JSON text, not yet compressed. */
  async #compose(
    { link, tournament, memberCount, fee }: GroupTournamentFacts,
    { started, etag }: Phase,
    rows: StandingsEntry[],
    board: BoardRow[],
  ): Promise<Composed> {
    const submitted = new Set(rows.map((entry) => entry.userId)).size;
    const { myEntryCount: _mine, ...memberView } = await this.members.present(
      link,
      tournament,
      memberCount,
      submitted,
      0,
    );
    const money = poolMoney(link, rows.length, fee.cents);
    // Before the first tee time the standings (and so everyone's picks) stay hidden.
    const standings = started
      ? computeStandings(
          rows,
          board,
          link.poolType,
          tournament.status === 'completed',
          tournament.currentRound,
          money,
        )
      : { rows: [], cutScore: null };
    const body: StandingsResponse = {
      tournament: {
        ...memberView,
        lastUpdated: tournament.leaderboardUpdatedAt?.toISOString() ?? null,
        cutScore: standings.cutScore,
        started,
      },
      prizePool: toDollars(money.prizePoolCents),
      standings: standings.rows,
    };
    return { etag, json: standingsJson(body) };
  }
}

const key = (groupId: number, tournamentId: number) => `${groupId}:${tournamentId}`;
