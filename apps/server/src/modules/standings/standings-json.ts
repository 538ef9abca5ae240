import {
  compactStandings,
  standingsHead,
  type StandingGolfer,
  type StandingRow,
  type StandingsResponse,
  type StandingsShape,
} from '@fairway/contract';

/** The body as JSON text in each shape (the contract's StandingsShapeQuery says what they are). */
const SHAPE_TEXT: Record<StandingsShape, (body: StandingsResponse) => string> = {
  default: (body) => standingsJson(body),
  compact: (body) => JSON.stringify(compactStandings(body)),
  head: (body) => JSON.stringify(standingsHead(body)),
};

/** Every shape a body is written in. */
export const STANDINGS_SHAPES = Object.keys(SHAPE_TEXT) as StandingsShape[];

/** The body as JSON text in the shape asked for. */
export const standingsText = (body: StandingsResponse, shape: StandingsShape): string =>
  SHAPE_TEXT[shape](body);

/** A shape's ETag: the default shape's, marked for another shape. */
export const shapedEtag = (etag: string, shape: StandingsShape): string =>
  shape === 'default' ? etag : `${etag.slice(0, -1)}-${shape}"`;

/**
 * The standings body as JSON text, equal to JSON.stringify(body) but faster: a golfer's
 * presentation is one shared object per leaderboard version (compute-standings), so its text
 * is written once and reused by every entry of every group that picked them. After a
 * leaderboard update this is most of the work of rebuilding 200 groups' standings.
 */
export function standingsJson(body: StandingsResponse): string {
  const rows = body.standings.map(rowJson).join(',');
  return (
    `{"tournament":${JSON.stringify(body.tournament)},"prizePool":${body.prizePool},` +
    `"standings":[${rows}],"popularity":${JSON.stringify(body.popularity)},` +
    `"forecast":${JSON.stringify(body.forecast)}}`
  );
}

// A field added to the body must be written by standingsJson too: this stops compiling until it is.
const everyBodyFieldWritten: [
  Exclude<
    keyof StandingsResponse,
    'tournament' | 'prizePool' | 'standings' | 'popularity' | 'forecast'
  >,
] extends [never]
  ? true
  : never = true;
void everyBodyFieldWritten;

/** The fields rowJson writes, in the order computeStandings creates them. */
type WrittenRowField =
  | 'rank'
  | 'tied'
  | 'decidedByTiebreak'
  | 'entryId'
  | 'player'
  | 'selections'
  | 'totalScore'
  | 'eliminated'
  | 'tiebreaker'
  | 'positions'
  | 'payout'
  | 'alternate'
  | 'winProbability'
  | 'expectedPayout'
  | 'cashProbability';
// A field added to StandingRow must be written by rowJson too: this stops compiling until it is.
const everyRowFieldWritten: [Exclude<keyof StandingRow, WrittenRowField>] extends [never]
  ? true
  : never = true;
void everyRowFieldWritten;

function rowJson(row: StandingRow): string {
  const selections = row.selections.map(golferJson).join(',');
  return (
    `{"rank":${row.rank},"tied":${row.tied},"decidedByTiebreak":${row.decidedByTiebreak},` +
    `"entryId":${row.entryId},"player":${JSON.stringify(row.player)},` +
    `"selections":[${selections}],"totalScore":${row.totalScore},` +
    `"eliminated":${row.eliminated},"tiebreaker":${row.tiebreaker},` +
    `"positions":[${row.positions.join(',')}],"payout":${row.payout}` +
    (row.alternate === undefined ? '' : `,"alternate":${JSON.stringify(row.alternate)}`) +
    (row.winProbability === undefined
      ? '}'
      : `,"winProbability":${row.winProbability},"expectedPayout":${row.expectedPayout}` +
        `,"cashProbability":${row.cashProbability}}`)
  );
}

const golferTexts = new WeakMap<StandingGolfer, string>();

function golferJson(golfer: StandingGolfer): string {
  let text = golferTexts.get(golfer);
  if (text === undefined) {
    text = JSON.stringify(golfer);
    golferTexts.set(golfer, text);
  }
  return text;
}
