import type {
  CompactStandingsResponse,
  StandingGolfer,
  StandingsHeadResponse,
  StandingsResponse,
} from './game-standings';

/*
 * The standings' shapes turned into one another (game-standings.ts defines them). Apart from
 * the schemas, and importing nothing that runs: a page that only reshapes standings (the web's
 * first paint of a big pool) does not load zod and every schema with it.
 */

/** The rows `?shape=head` answers: a phone's first screenfuls of a big pool. */
export const STANDINGS_HEAD_ROWS = 50;

/** The default shape's body in the compact shape: each golfer listed once, by first use. */
export function compactStandings(body: StandingsResponse): CompactStandingsResponse {
  const golfers: StandingGolfer[] = [];
  // By id: a golfer's presentation is the same in every row of one body.
  const indexOf = new Map<number, number>();
  const pick = (golfer: StandingGolfer) => {
    let index = indexOf.get(golfer.golferId);
    if (index === undefined) indexOf.set(golfer.golferId, (index = golfers.push(golfer) - 1));
    return index;
  };
  const standings = body.standings.map(({ selections, ...row }) => ({
    ...row,
    picks: selections.map(pick),
  }));
  const { tournament, prizePool, popularity, forecast } = body;
  return { tournament, prizePool, golfers, standings, popularity, forecast };
}

/**
 * The standings' first rows in the compact shape, for a page's first paint, with what the rows
 * after them change in how these read: entry numbers, ties, and each named golfer's popularity
 * (of the whole pool: a golfer only one entry holds is marked "Unique" from the first paint).
 * When every row fits, it is the whole compact body with totalEntries.
 */
export function standingsHead(body: StandingsResponse): StandingsHeadResponse {
  const first = body.standings.slice(0, STANDINGS_HEAD_ROWS);
  const here = new Set(first.map((row) => row.player.id));
  const entriesOf = new Map<number, number[]>();
  for (const { player, entryId } of body.standings) {
    if (!here.has(player.id)) continue;
    const held = entriesOf.get(player.id);
    if (held) held.push(entryId);
    else entriesOf.set(player.id, [entryId]);
  }
  const named = new Set(first.flatMap((row) => row.selections.map((golfer) => golfer.golferId)));
  return {
    ...compactStandings({
      ...body,
      standings: first,
      popularity: body.popularity.filter((pick) => named.has(pick.golferId)),
    }),
    totalEntries: body.standings.length,
    playersEntries: [...entriesOf]
      .filter(([, entryIds]) => entryIds.length > 1)
      .map(([playerId, entryIds]) => ({ playerId, entryIds })),
    nextRank: body.standings[STANDINGS_HEAD_ROWS]?.rank ?? null,
  };
}

/** The compact shape back in the default shape; rows share the golfers' objects. */
export function expandStandings(body: CompactStandingsResponse): StandingsResponse {
  return {
    tournament: body.tournament,
    prizePool: body.prizePool,
    standings: body.standings.map(({ picks, ...row }) => ({
      ...row,
      selections: picks.map((index) => body.golfers[index]!),
    })),
    popularity: body.popularity,
    forecast: body.forecast,
  };
}
