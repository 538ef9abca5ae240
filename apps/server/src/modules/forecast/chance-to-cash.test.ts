import { describe, expect, it } from 'vitest';
import type { BoardRow } from '@fairway/domain';
import { ForecastEngine, type ForecastResult } from './engine';
import { fieldModel } from './field-model';
import type { GroupModel } from './group-outcomes';

/** Ten golfers in round 3, nine holes played, from -5 to +4. */
const midRound: BoardRow[] = Array.from({ length: 10 }, (_, i) => ({
  golferId: i + 1,
  name: `Golfer ${i + 1}`,
  status: 'active',
  totalToPar: i - 5,
  currentRound: 3,
  thru: 9,
  teeTime: null,
  rounds: {},
}));

function group(picks: number[][], options: Partial<GroupModel> = {}): GroupModel {
  return {
    elimination: false,
    picks: Int32Array.from(picks.flat()),
    tiebreakers: Float64Array.from(picks, () => NaN),
    eliminatedNow: new Uint8Array(picks.length),
    placeCents: [],
    paidPlaces: 1,
    ...options,
  };
}

let fieldKeys = 0;
const forecast = (model: GroupModel, board = midRound, engine = new ForecastEngine()) =>
  engine.handle({
    kind: 'forecast',
    fieldKey: `cash-${(fieldKeys += 1)}`,
    field: fieldModel(board, new Map(board.map((row) => [row.golferId, 20])), true),
    sims: 4_000,
    seed: 'cash',
    groupKey: `cash-g-${fieldKeys}`,
    group: model,
  }) as ForecastResult;

const sum = (values: Float64Array) => values.reduce((a, b) => a + b, 0);
const fiveEntries = [
  [0, 1, 2, 3, 4],
  [5, 6, 7, 8, 9],
  [0, 2, 4, 6, 8],
  [1, 3, 5, 7, 9],
  [0, 1, 7, 8, 9],
];

describe('the chance to cash', () => {
  it('is never below the chance to win, and sums to the paid places when nothing can tie', () => {
    // Guesses far below any winning score are all different distances from it: no two entries
    // ever tie in a finish, so exactly three finish in a 50/30/20 pool's places.
    const tiebreakers = Float64Array.from(fiveEntries, (_, e) => -60 - e);
    for (const placeCents of [[5_000, 3_000, 2_000], []]) {
      const result = forecast(group(fiveEntries, { tiebreakers, placeCents, paidPlaces: 3 }));
      for (let e = 0; e < fiveEntries.length; e += 1)
        expect(result.cashProbability[e]).toBeGreaterThanOrEqual(result.winProbability[e]!);
      expect(sum(result.cashProbability)).toBeCloseTo(3, 9);
      expect(sum(result.winProbability)).toBeCloseTo(1, 9);
    }
  });

  it('counts entries tied into the last paid place as in: the sum is more only then', () => {
    // Two identical entries always tie: when they lead, both are in the one paid place.
    const result = forecast(
      group([
        [0, 1, 2, 3, 4],
        [0, 1, 2, 3, 4],
        [5, 6, 7, 8, 9],
      ]),
    );
    expect(result.cashProbability[0]).toBe(result.cashProbability[1]);
    expect(result.cashProbability[0]).toBeGreaterThan(0.9);
    expect(result.winProbability[0]).toBeLessThan(0.51);
    expect(sum(result.cashProbability)).toBeGreaterThan(1.9);
  });

  it('cashes every entry when there are fewer entries than paid places', () => {
    const result = forecast(group(fiveEntries.slice(0, 2), { paidPlaces: 3 }));
    expect([...result.cashProbability]).toEqual([1, 1]);
  });

  it('cashes nobody already eliminated while enough live entries fill the places', () => {
    const board = [...midRound.slice(0, 9), { ...midRound[9]!, status: 'CUT' as const }];
    const result = forecast(
      group(fiveEntries, {
        elimination: true,
        eliminatedNow: Uint8Array.from([0, 1, 0, 1, 1]),
        paidPlaces: 2,
      }),
      board,
    );
    expect([1, 3, 4].map((e) => result.cashProbability[e])).toEqual([0, 0, 0]);
    expect(result.cashProbability[0]! + result.cashProbability[2]!).toBeCloseTo(2, 9);
  });
});

describe('the simulated finishes', () => {
  it('are the same however the board rows were read: golfers are taken in id order', () => {
    const model = group(fiveEntries, { paidPlaces: 3 });
    const key = { fieldKey: 'order', sims: 2_000, seed: 'order', groupKey: 'order-g' };
    const run = (board: BoardRow[]) =>
      new ForecastEngine().handle({
        kind: 'forecast',
        ...key,
        field: fieldModel(
          board,
          new Map(board.map((row) => [row.golferId, 10 + row.golferId])),
          true,
        ),
        group: model,
      }) as ForecastResult;
    const asListed = run(midRound);
    const reversed = run([...midRound].reverse());
    expect([...reversed.winProbability]).toEqual([...asListed.winProbability]);
    expect([...reversed.cashProbability]).toEqual([...asListed.cashProbability]);
  });
});
