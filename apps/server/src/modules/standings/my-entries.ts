import type { MyEntriesResponse, MyEntry, StandingsResponse } from '@fairway/contract';
import { entryNumbers, presentGolfer } from '@fairway/domain';
import { isBusy } from '../../lib/domain-errors';
import type { ForecastInput, ForecastService } from '../forecast';
import type { RenderedJson } from '../../http/rendered-json';

/**
 * How long the caller's entries wait for a rooting list the forecast thread is still working
 * out; past it they answer without one (the list is kept when done, for the next read).
 */
const ROOT_FOR_WAIT_MS = 1_000;

/** One entry's figures as the standings body shows them, without its golfers. */
type EntryFigures = Omit<MyEntry, 'label' | 'rootFor'>;

/**
 * What GET .../my-entries answers from, taken from one rendered default-shape body when it is
 * made (so the card's figures are the standings' own, never scored again): each player's
 * entries in rank order, and the body's few facts the card needs.
 */
export interface EntriesDigest {
  tournament: MyEntriesResponse['tournament'];
  totalEntries: number;
  paidPlaces: number;
  hasPrizes: boolean;
  /** The body carries a forecast: chances and a rooting list can be asked for. */
  forecast: boolean;
  byPlayer: Map<number, EntryFigures[]>;
}

/** Each remembered body's digest, forgotten with the body. */
const digests = new WeakMap<RenderedJson, EntriesDigest>();

/** Keeps the digest of a default-shape body just rendered from `body`. */
export function keepDigest(rendered: RenderedJson, body: StandingsResponse): void {
  digests.set(rendered, entriesDigest(body));
}

/** The digest of a rendered default-shape body (from its text if it was made elsewhere). */
export function digestOf(rendered: RenderedJson): EntriesDigest {
  let digest = digests.get(rendered);
  if (!digest) {
    digest = entriesDigest(JSON.parse(rendered.json) as StandingsResponse);
    digests.set(rendered, digest);
  }
  return digest;
}

function entriesDigest({ tournament, standings, prizePool, forecast }: StandingsResponse) {
  const byPlayer = new Map<number, EntryFigures[]>();
  for (const row of standings) {
    const figures: EntryFigures = {
      entryId: row.entryId,
      rank: row.rank,
      tied: row.tied,
      totalScore: row.totalScore,
      eliminated: row.eliminated,
      payout: row.payout,
      ...(row.winProbability !== undefined && { winProbability: row.winProbability }),
      ...(row.cashProbability !== undefined && { cashProbability: row.cashProbability }),
    };
    const held = byPlayer.get(row.player.id);
    if (held) held.push(figures);
    else byPlayer.set(row.player.id, [figures]);
  }
  return {
    tournament: {
      id: tournament.id,
      name: tournament.name,
      status: tournament.status,
      round: tournament.round,
    },
    totalEntries: standings.length,
    paidPlaces: tournament.paidPlaces,
    hasPrizes: prizePool > 0,
    forecast: forecast !== null,
    byPlayer,
  } satisfies EntriesDigest;
}

/**
 * The caller's entries, best first, each with its number among theirs ("#2") and the golfer to
 * root for (`rootFor`, by entry id; null when there is none).
 */
export function myEntriesFrom(
  digest: EntriesDigest,
  userId: number,
  rootFor: ReadonlyMap<number, MyEntry['rootFor']>,
): MyEntriesResponse {
  const mine = digest.byPlayer.get(userId) ?? [];
  const numbers = entryNumbers(mine.map(({ entryId }) => ({ entryId, playerId: userId })));
  const { tournament, totalEntries, paidPlaces, hasPrizes } = digest;
  return {
    tournament,
    totalEntries,
    paidPlaces,
    hasPrizes,
    entries: mine.map((entry) => {
      const number = numbers.get(entry.entryId);
      return {
        ...entry,
        label: number ? `#${number}` : null,
        rootFor: rootFor.get(entry.entryId) ?? null,
      };
    }),
  };
}

/**
 * Each entry's top golfer to root for (the rooting's `rootFor`: by chance to win, else to cash,
 * else by place; held or not) with their live score and thru, by entry id; null for an entry whose list the forecast
 * thread is too busy for (a 503 'busy') or has not worked out within ROOT_FOR_WAIT_MS.
 */
export async function rootForEntries(
  forecasts: ForecastService,
  input: ForecastInput,
  entryIds: readonly number[],
): Promise<Map<number, MyEntry['rootFor']>> {
  const rows = new Map(input.board.map((row) => [row.golferId, row]));
  const found = await Promise.all(
    entryIds.map(async (entryId) => {
      const top = (await within(forecasts.rooting(input, entryId), ROOT_FOR_WAIT_MS))?.rootFor;
      const row = top && rows.get(top.golferId);
      if (!top || !row) return [entryId, null] as const;
      // Shown as the standings show a golfer: to par so far, holes or the tee time.
      const shown = presentGolfer(row, row.golferId, input.link.poolType, 0);
      const golfer = {
        golferId: top.golferId,
        name: row.name,
        score: shown.actualScore,
        thru: shown.thru,
        held: top.held,
      };
      return [entryId, golfer] as const;
    }),
  );
  return new Map(found);
}

/** The promise's value, or undefined when it takes longer than `ms` or the thread is busy. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([
      promise.catch((error: unknown) => {
        if (isBusy(error)) return undefined;
        throw error;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
