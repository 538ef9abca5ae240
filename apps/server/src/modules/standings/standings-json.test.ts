import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StandingsResponse } from '@fairway/contract';
import { computeStandings, pickPopularity, type StandingsEntry } from '@fairway/domain';
import { standingsJson } from './standings-json';
import type { BoardRow } from '../tournaments';

const STATUSES = ['active', 'active', 'active', 'CUT', 'WD', 'DQ'] as const;

/** A leaderboard of `size` golfers (ids 1..size) with random scores, rounds and statuses. */
const boardOf = (size: number) =>
  fc.array(
    fc.record({
      status: fc.constantFrom(...STATUSES),
      totalToPar: fc.option(fc.integer({ min: -20, max: 20 })),
      currentRound: fc.integer({ min: 1, max: 4 }),
      thru: fc.integer({ min: 0, max: 18 }),
      teeTime: fc.option(
        fc.date({ min: new Date('2026-06-01'), max: new Date('2026-06-30'), noInvalidDate: true }),
      ),
      rounds: fc.array(fc.option(fc.integer({ min: -9, max: 9 })), { maxLength: 4 }),
    }),
    { minLength: size, maxLength: size },
  );

const entriesOf = (golfers: number) =>
  fc.array(
    fc.record({
      picks: fc.array(fc.integer({ min: 1, max: golfers + 2 }), { minLength: 5, maxLength: 5 }),
      tiebreaker: fc.option(fc.integer({ min: -30, max: 10 })),
      name: fc.string({ maxLength: 12 }),
    }),
    { maxLength: 30 },
  );

interface GeneratedGolfer {
  status: BoardRow['status'];
  totalToPar: number | null;
  currentRound: number;
  thru: number;
  teeTime: Date | null;
  rounds: (number | null)[];
}

const toBoard = (rows: GeneratedGolfer[]) => rows.map(boardRow);

function boardRow(row: GeneratedGolfer, index: number): BoardRow {
  return {
    tournamentId: 1,
    golferId: index + 1,
    name: `Golfer "${index + 1}"`,
    status: row.status,
    totalToPar: row.totalToPar,
    totalStrokes: null,
    currentRound: row.currentRound,
    thru: row.thru,
    teeTime: row.teeTime,
    rounds: Object.fromEntries(
      row.rounds.map((toPar, r) => [
        String(r + 1),
        { strokes: null, toPar, thru: 18, teeTime: null },
      ]),
    ),
    updatedAt: new Date('2026-06-01'),
  };
}

function toEntries(
  entries: { picks: number[]; tiebreaker: number | null; name: string }[],
): StandingsEntry[] {
  return entries.map((entry, i) => ({
    id: i + 1,
    userId: 100 + i,
    userName: entry.name,
    tiebreaker: entry.tiebreaker,
    tier1GolferId: entry.picks[0]!,
    tier2GolferId: entry.picks[1]!,
    tier3GolferId: entry.picks[2]!,
    tier4GolferId1: entry.picks[3]!,
    tier4GolferId2: entry.picks[4]!,
  }));
}

const GOLFERS = 12;
const world = fc.record({
  board: boardOf(GOLFERS),
  entries: entriesOf(GOLFERS),
  poolType: fc.constantFrom('cut_score' as const, 'elimination' as const),
  completed: fc.boolean(),
  round: fc.integer({ min: 0, max: 4 }),
});

describe('standings as JSON text', () => {
  it('is exactly JSON.stringify of the body, shared golfer texts included', () => {
    fc.assert(
      fc.property(world, ({ board, entries, poolType, completed, round }) => {
        const standings = computeStandings(
          toEntries(entries),
          toBoard(board),
          poolType,
          completed,
          round,
        );
        // Some bodies carry a forecast, and most of their rows its figures.
        const forecast =
          round % 2 === 1
            ? { simulations: 10_000, simulatedAt: '2026-06-12T15:00:00.000Z', upToDate: round > 2 }
            : null;
        // ...and some an alternate standing in for a withdrawn golfer.
        const rows = standings.rows
          .map((row, i) =>
            i % 4 === 1
              ? { ...row, alternate: { slot: i % 5, replacedGolferId: 7, replacedName: 'A "W"' } }
              : row,
          )
          .map((row, i) =>
            forecast && i % 3 !== 0
              ? {
                  ...row,
                  winProbability: 1 / (i + 2),
                  expectedPayout: i * 1.25,
                  cashProbability: 2 / (i + 3),
                }
              : row,
          );
        const body = {
          tournament: { id: 1, name: 'The "Open"' },
          prizePool: 12.5,
          standings: rows,
          popularity: pickPopularity(standings.rows),
          forecast,
        } as unknown as StandingsResponse;
        expect(standingsJson(body)).toBe(JSON.stringify(body));
      }),
      { numRuns: 300 },
    );
  });

  it('scores a board once per pool type and phase, with the same result as scoring it afresh', () => {
    fc.assert(
      fc.property(world, ({ board, entries, poolType, completed, round }) => {
        const shared = toBoard(board);
        const picks = toEntries(entries);
        // Groups of the other pool type, or another phase, score the same board first.
        const other = poolType === 'cut_score' ? 'elimination' : 'cut_score';
        computeStandings(picks, shared, other, completed, round);
        computeStandings(picks, shared, poolType, !completed, round);
        computeStandings(picks, shared, poolType, completed, (round + 1) % 5);
        const first = computeStandings(picks, shared, poolType, completed, round);
        // Other groups (here: the same entries reversed) reuse the remembered scoring.
        const again = computeStandings([...picks].reverse(), shared, poolType, completed, round);
        const afresh = computeStandings(
          [...picks].reverse(),
          toBoard(board),
          poolType,
          completed,
          round,
        );
        expect(again).toEqual(afresh);
        expect(first.cutScore).toBe(afresh.cutScore);
      }),
      { numRuns: 300 },
    );
  });
});
