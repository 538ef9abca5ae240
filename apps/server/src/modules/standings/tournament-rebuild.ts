import { setImmediate as nextTurn } from 'node:timers/promises';
import type { StandingsShape } from '@fairway/contract';
import type { GroupTournamentCache } from './group-tournament-facts';
import {
  renderCompressed,
  type Phase,
  type Scored,
  type StandingsComposer,
} from './standings-composer';
import {
  parseStandingsKey,
  standingsKey,
  type Remembered,
  type StandingsBodies,
} from './standings-bodies';

/** How long a rebuild works before letting waiting requests in (one turn of the event loop). */
const SLICE_MS = 10;

/** What a rebuild did: how many groups and entries, and how long until every body was ready. */
export interface RebuildFigures {
  groups: number;
  /** Bodies rebuilt: a group read in several shapes counts once per shape. */
  bodies: number;
  entries: number;
  /** Until every body was computed and written as JSON (small ones compressed too). */
  composedMs: number;
  /** Until every body was compressed as well. */
  readyMs: number;
}

interface Settle<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A group's body, scored once for every shape remembered of it. */
interface ScoredForPhase {
  scored: Scored;
  phase: Phase;
}

/**
 * Rebuilds every remembered body of a tournament older than `version`: their facts, their
 * entries and the leaderboard are read once for all of them (200 groups, a few queries). The
 * bodies are then composed in turn, largest first, letting waiting requests in every few
 * milliseconds; a small body is compressed at once, a large one on the thread pool while the
 * next is composed (compressJson). A group somebody is waiting for moves to the front (its
 * remembered body's `hurry`), so its readers do not wait behind 200 other groups. A group read
 * in several shapes is scored once and written in each.
 */
export function rebuildTournament(
  {
    bodies,
    groupTournaments,
    composer,
  }: {
    bodies: StandingsBodies;
    groupTournaments: GroupTournamentCache;
    composer: StandingsComposer;
  },
  tournamentId: number,
  version: number,
): Promise<RebuildFigures> {
  const started = performance.now();
  const shapesOf = new Map<number, StandingsShape[]>();
  for (const [cacheKey, cached] of bodies.entries()) {
    const { groupId, tournamentId: cachedTournament, shape } = parseStandingsKey(cacheKey);
    if (cachedTournament === tournamentId && cached.leaderboardVersion < version)
      shapesOf.set(groupId, [...(shapesOf.get(groupId) ?? []), shape]);
  }
  const queue = [...shapesOf.keys()];
  const groups = queue.length;
  const loading = (async () => {
    const facts = await groupTournaments.loadMany(queue, tournamentId);
    const rows = await composer.entries.load([...facts.values()].map(({ link }) => link));
    return { facts, rows };
  })();

  const waiting = new Map<number, Settle<ScoredForPhase>>();
  const hurried = new Set<number>();
  const remembered = queue.flatMap((groupId) => {
    const scored = new Promise<ScoredForPhase>((resolve, reject) =>
      waiting.set(groupId, { resolve, reject }),
    );
    const hurry = () => {
      hurried.add(groupId);
      const at = queue.indexOf(groupId);
      if (at > 0) queue.unshift(...queue.splice(at, 1));
    };
    return shapesOf.get(groupId)!.map((shape) => {
      const entry: Remembered = {
        leaderboardVersion: version,
        body: scored.then(({ scored: body, phase }) => renderCompressed(body, phase, shape)),
        hurry,
      };
      return bodies.remember(standingsKey(groupId, tournamentId, shape), entry);
    });
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
        const phase = composer.phase(groupFacts);
        const board = await composer.boardFor(groupFacts, phase);
        const body = await composer.compose(groupFacts, phase, rows.get(groupId) ?? [], board);
        settle.resolve({ scored: body, phase });
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

  const figures = composing.then(async ({ entries }) => {
    const composedMs = performance.now() - started;
    await Promise.allSettled(remembered);
    const readyMs = performance.now() - started;
    return { groups, bodies: remembered.length, entries, composedMs, readyMs };
  });
  // Whoever asks for the figures hears of a failure; the readers already have.
  figures.catch(() => undefined);
  return figures;
}
