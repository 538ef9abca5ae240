import { describe, expect, it } from 'vitest';
import {
  CompactStandingsResponse,
  StandingsHeadResponse,
  type StandingGolfer,
  type StandingRow,
  type StandingsResponse,
} from './game-standings';
import {
  STANDINGS_HEAD_ROWS,
  compactStandings,
  expandStandings,
  standingsHead,
} from './standings-shapes';

const golfer = (golferId: number, score: number): StandingGolfer => ({
  golferId,
  name: `Golfer ${golferId}`,
  score,
  actualScore: score,
  thru: 18,
  status: 'active',
  teeTime: null,
  round: 2,
  rounds: { '1': score, '2': 0 },
});

const row = (entryId: number, golferIds: number[]): StandingRow => ({
  rank: entryId,
  tied: false,
  decidedByTiebreak: false,
  entryId,
  player: { id: entryId * 10, name: `Player ${entryId}` },
  // Fresh objects per row, as a client's copy would have them: the compact shape goes by id.
  selections: golferIds.map((id) => golfer(id, id - 3)),
  totalScore: -golferIds.length,
  eliminated: false,
  tiebreaker: -entryId,
  positions: [entryId, entryId],
  payout: entryId === 1 ? 120.5 : 0,
  winProbability: entryId === 1 ? 0.75 : 0.125,
  expectedPayout: entryId === 1 ? 96.4 : 12.05,
  cashProbability: entryId === 1 ? 0.97 : 0.5,
});

const body: StandingsResponse = {
  tournament: {
    id: 7,
    name: 'The Open',
    status: 'active',
    location: 'Troon',
    startDate: '2026-07-16',
    endDate: '2026-07-19',
    entryDeadline: '2026-07-16T06:00:00.000Z',
    firstTeeTime: '2026-07-16T05:35:00.000Z',
    round: 2,
    poolType: 'cut_score',
    projectedCut: 2,
    maxEntriesPerUser: 2,
    allowMultipleEntries: true,
    allowAlternate: false,
    customRules: null,
    entryDeadlinePassed: true,
    isActive: true,
    pickSubmissions: { submitted: 3, total: 3, percentage: 100 },
    entryFee: 10,
    lastUpdated: null,
    cutScore: 2,
    started: true,
    winningScore: null,
    paidPlaces: 3,
  },
  prizePool: 30,
  standings: [row(1, [1, 2, 3, 4, 5]), row(2, [1, 6, 3, 7, 8]), row(3, [9, 2, 3, 4, 8])],
  popularity: [
    { golferId: 3, name: 'Golfer 3', entries: 3, share: 1 },
    { golferId: 9, name: 'Golfer 9', entries: 1, share: 0.3333 },
  ],
  forecast: { simulations: 10_000, simulatedAt: '2026-07-17T15:00:02.000Z', upToDate: true },
};

describe('the compact standings shape', () => {
  it('lists each golfer once and rows point at them in pick order', () => {
    const compact = compactStandings(body);
    expect(compact.golfers.map((g) => g.golferId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(compact.standings.map((r) => r.picks)).toEqual([
      [0, 1, 2, 3, 4],
      [0, 5, 2, 6, 7],
      [8, 1, 2, 3, 7],
    ]);
    expect(compact.standings[0]).not.toHaveProperty('selections');
    expect(CompactStandingsResponse.safeParse(compact).error?.issues ?? []).toEqual([]);
  });

  it('expands back to exactly the default shape', () => {
    expect(expandStandings(compactStandings(body))).toEqual(body);
    // Through JSON, as a client receives it.
    const received = JSON.parse(JSON.stringify(compactStandings(body))) as CompactStandingsResponse;
    expect(expandStandings(received)).toEqual(body);
  });

  it('is smaller for a pool whose players share golfers', () => {
    const big = {
      ...body,
      standings: Array.from({ length: 500 }, (_, i) =>
        row(
          i + 1,
          [1, 2, 3, 4, 5].map((slot) => ((i * slot) % 40) + slot),
        ),
      ),
    };
    const ratio = JSON.stringify(compactStandings(big)).length / JSON.stringify(big).length;
    expect(ratio).toBeLessThan(0.35);
  });
});

describe('the head of the standings', () => {
  const big = {
    ...body,
    standings: Array.from({ length: STANDINGS_HEAD_ROWS + 30 }, (_, i) =>
      row(i + 1, i < STANDINGS_HEAD_ROWS ? [1, 2, 3, 4, 5] : [6, 7, 8, 9, 10 + i]),
    ),
  };

  it('is the first rows of the compact shape, naming only their golfers, and the count of all', () => {
    const head = standingsHead(big);
    expect(head.totalEntries).toBe(STANDINGS_HEAD_ROWS + 30);
    expect(head.standings.map((r) => r.entryId)).toEqual(
      big.standings.slice(0, STANDINGS_HEAD_ROWS).map((r) => r.entryId),
    );
    expect(head.golfers.map((g) => g.golferId)).toEqual([1, 2, 3, 4, 5]);
    expect(expandStandings(head).standings).toEqual(big.standings.slice(0, STANDINGS_HEAD_ROWS));
    // Only the golfers these rows name (3, not 9), with their share of the whole pool.
    expect(head.popularity).toEqual([body.popularity[0]]);
    expect(head.nextRank).toBe(STANDINGS_HEAD_ROWS + 1);
    expect(head.tournament).toEqual(big.tournament);
    expect(head.forecast).toEqual(big.forecast);
    expect(StandingsHeadResponse.safeParse(head).error?.issues ?? []).toEqual([]);
  });

  it('is the whole compact body when there are no more rows than that', () => {
    const { totalEntries, playersEntries, nextRank, ...rest } = standingsHead(body);
    expect({ totalEntries, playersEntries, nextRank }).toEqual({
      totalEntries: 3,
      playersEntries: [],
      nextRank: null,
    });
    expect(rest).toEqual(compactStandings(body));
  });

  it('keeps the popularity of the golfers its rows name, so unique picks show at once', () => {
    const head = standingsHead({
      ...big,
      popularity: [
        { golferId: 1, name: 'Golfer 1', entries: 50, share: 0.625 },
        { golferId: 6, name: 'Golfer 6', entries: 30, share: 0.375 },
        { golferId: 5, name: 'Golfer 5', entries: 1, share: 0.0125 },
      ],
    });
    expect(head.popularity.map((pick) => pick.golferId)).toEqual([1, 5]);
  });

  it("names every entry of each player here who has several, and the next row's rank", () => {
    const rows = big.standings.map((r, i) => ({
      ...r,
      rank: i < STANDINGS_HEAD_ROWS - 1 ? r.rank : STANDINGS_HEAD_ROWS - 1,
      // Player 7 has an entry here and two far below; player 8 one entry only.
      player: [6, 60, 70].includes(i) ? { id: 7, name: 'Seven' } : { id: 100 + i, name: `P${i}` },
    }));
    const head = standingsHead({ ...big, standings: rows });
    expect(head.playersEntries).toEqual([
      { playerId: 7, entryIds: [rows[6]!.entryId, rows[60]!.entryId, rows[70]!.entryId] },
    ]);
    // The last row here ties with the first one after.
    expect(head.nextRank).toBe(STANDINGS_HEAD_ROWS - 1);
    expect(StandingsHeadResponse.safeParse(head).error?.issues ?? []).toEqual([]);
  });
});
