import type { StandingsShape } from '@fairway/contract';
import { dependsOnGroupTournament, type LiveMemory, type LiveView } from '../live';
import { renderedSize, type RenderedJson } from '../../http/rendered-json';

/** A group tournament's latest body, or the promise of it while it is being built. */
export interface Remembered {
  /** The leaderboard version it shows (or is being built at). */
  leaderboardVersion: number;
  body: Promise<RenderedJson>;
  /** While a rebuild has it queued: build this one next, somebody is waiting. */
  hurry?: () => void;
  /** Its bytes once built (JSON and gzip), counted against the memory's budget. */
  builtBytes?: number;
}

/** A body's key: "groupId:tournamentId" for the default shape, "groupId:tournamentId:compact" for another. */
export const standingsKey = (
  groupId: number,
  tournamentId: number,
  shape: StandingsShape = 'default',
) => (shape === 'default' ? `${groupId}:${tournamentId}` : `${groupId}:${tournamentId}:${shape}`);

/** What a key names (standingsKey's reverse). */
export function parseStandingsKey(key: string) {
  const [groupId, tournamentId, shape] = key.split(':');
  return {
    groupId: Number(groupId),
    tournamentId: Number(tournamentId),
    shape: (shape ?? 'default') as StandingsShape,
  };
}

/**
 * The standings bodies an instance keeps, by standingsKey (each shape apart), in the live memory (its
 * budget grows by STANDINGS_CACHE_MB for them, docs/operations.md): past it, the least recently
 * read go first. A body counts 1 byte while it is built and its own bytes once built; a failed
 * build is forgotten, and a body larger than the whole memory is not kept at all.
 *
 * A body is forgotten when its group's members change or a change is written to its group
 * tournament (its ETag moves with both, so the next reader builds anew), and with its group or
 * the tournament's removal from it; a leaderboard update leaves it, so readers keep the
 * previous body while the standings service rebuilds it.
 */
export class StandingsBodies {
  readonly #bodies: LiveView<[key: string], Remembered>;

  constructor(memory: LiveMemory) {
    this.#bodies = memory.declare({
      name: 'standings',
      key: (key: string) => key,
      dependsOn: (_entry, key) => {
        const { groupId, tournamentId } = parseStandingsKey(key);
        return dependsOnGroupTournament(groupId, tournamentId);
      },
      // 1 byte while it is built.
      bytes: (entry) => entry.builtBytes ?? 1,
      // Kept until pushed out or forgotten: rebuilt in place after a leaderboard update.
      ttlMs: 0,
      versioned: true,
    });
  }

  /** A read: the body counts as recently used. */
  get(key: string): Remembered | undefined {
    return this.#bodies.peek(key);
  }

  /** A look that does not count as a read (events, the rebuild, a race check). */
  peek(key: string): Remembered | undefined {
    return this.#bodies.look(key);
  }

  remember(key: string, entry: Remembered): Promise<RenderedJson> {
    this.#bodies.keep([key], entry);
    entry.body.then(
      (body) => {
        if (this.peek(key) !== entry) return;
        entry.builtBytes = renderedSize(body);
        this.#bodies.keep([key], entry);
      },
      () => {
        if (this.peek(key) === entry) this.#bodies.forget(key);
      },
    );
    return entry.body;
  }

  /** Every remembered body, without counting as reads. */
  entries(): [string, Remembered][] {
    return this.#bodies.entries();
  }

  keys(): string[] {
    return this.#bodies.keys();
  }

  /** The bytes counted against the budget. */
  get bytes(): number {
    return this.#bodies.bytes();
  }
}
