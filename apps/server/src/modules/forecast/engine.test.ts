import { describe, expect, it } from 'vitest';
import type { BoardRow } from '@fairway/domain';
import { ForecastEngine, type ForecastResult } from './engine';
import { fieldModel, skillsFromOdds } from './field-model';
import type { GroupModel } from './group-outcomes';
import type { RootingAnswer } from './rooting';

/** A board row as the standings read it. */
function row(
  golferId: number,
  toPar: number | null,
  thru: number,
  round: number,
  status: BoardRow['status'] = 'active',
): BoardRow {
  return {
    golferId,
    name: `Golfer ${golferId}`,
    status,
    totalToPar: toPar,
    currentRound: round,
    thru,
    teeTime: null,
    rounds: {},
  };
}

/** Entries as picks of five field indexes. */
function group(picks: number[][], options: Partial<GroupModel> = {}): GroupModel {
  return {
    elimination: false,
    picks: Int32Array.from(picks.flat()),
    tiebreakers: Float64Array.from(picks, () => NaN),
    eliminatedNow: new Uint8Array(picks.length),
    placeCents: [],
    // The structure's places: as many as are paid, one for a pool without money.
    paidPlaces: Math.max(1, options.placeCents?.length ?? 0),
    ...options,
  };
}

const engine = new ForecastEngine();
const forecast = (board: BoardRow[], model: GroupModel, key = 'k', sims = 10_000) =>
  engine.handle({
    kind: 'forecast',
    fieldKey: key,
    field: fieldModel(board, new Map(board.map((r) => [r.golferId, 20])), false),
    sims,
    seed: 'test',
    groupKey: `${key}:g`,
    group: model,
  }) as ForecastResult;

const sum = (values: Float64Array) => values.reduce((a, b) => a + b, 0);

// Ten golfers in round 3 (the cut made: nobody is cut in a field this small), 9 holes played.
const midRound = Array.from({ length: 10 }, (_, i) => row(i + 1, i - 5, 9, 3));

describe('the forecast engine', () => {
  it('gives chances that sum to 1 and favour the entry further ahead', () => {
    const result = forecast(
      midRound,
      group([
        [0, 1, 2, 3, 4],
        [5, 6, 7, 8, 9],
        [0, 1, 2, 8, 9],
      ]),
    );
    expect(sum(result.winProbability)).toBeCloseTo(1, 9);
    // The first entry holds the five leaders by ten strokes: it wins nearly always.
    expect(result.winProbability[0]).toBeGreaterThan(0.9);
    expect(result.winProbability[1]).toBeLessThan(0.01);
  });

  it('counts a tie for first as 1/k to each: identical entries share it evenly', () => {
    const result = forecast(
      midRound,
      group([
        [0, 1, 2, 3, 4],
        [0, 1, 2, 3, 4],
        [5, 6, 7, 8, 9],
      ]),
    );
    expect(result.winProbability[0]).toBeCloseTo(result.winProbability[1]!, 12);
    expect(sum(result.winProbability)).toBeCloseTo(1, 9);
  });

  it('pays out the whole prize pool in expectation, split by the places', () => {
    const result = forecast(
      midRound,
      group(
        [
          [0, 1, 2, 3, 4],
          [5, 6, 7, 8, 9],
          [0, 1, 2, 8, 9],
          [3, 4, 5, 6, 7],
        ],
        {
          placeCents: [6_000, 3_000, 1_000],
        },
      ),
    );
    expect(sum(result.expectedPayoutCents)).toBeCloseTo(10_000, 6);
    expect(result.expectedPayoutCents[0]).toBeGreaterThan(5_500);
  });

  it('gives nothing to an entry already eliminated while another is live', () => {
    const board = [...midRound.slice(0, 9), row(10, 4, 18, 2, 'CUT')];
    const model = group(
      [
        [0, 1, 2, 3, 9],
        [5, 6, 7, 8, 4],
      ],
      {
        elimination: true,
        eliminatedNow: Uint8Array.from([1, 0]),
      },
    );
    const result = forecast(board, model, 'elim');
    expect(result.winProbability[0]).toBe(0);
    expect(result.winProbability[1]).toBe(1);
  });

  it('breaks ties on the guess once the finish is known: the closer guess wins', () => {
    const finished = Array.from({ length: 10 }, (_, i) => row(i + 1, i - 9, 18, 4));
    const tied = group(
      [
        [0, 1, 2, 3, 4],
        [0, 1, 2, 3, 4],
      ],
      { tiebreakers: Float64Array.from([-9, -5]) },
    );
    const result = forecast(finished, tied, 'done', 1_000);
    expect([...result.winProbability]).toEqual([1, 0]);
  });

  it('plays the same finishes for the same seed and key, and others for another key', () => {
    const model = group([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
      [1, 3, 5, 7, 9],
    ]);
    const early = Array.from({ length: 10 }, (_, i) => row(i + 1, 0, 0, 1));
    const a = forecast(early, model, 'same');
    const b = new ForecastEngine().handle({
      kind: 'forecast',
      fieldKey: 'same',
      field: fieldModel(early, new Map(), false),
      sims: 10_000,
      seed: 'test',
      groupKey: 'x',
      group: model,
    }) as ForecastResult;
    expect([...b.winProbability]).toEqual([...a.winProbability]);
    const c = forecast(early, model, 'other');
    expect([...c.winProbability]).not.toEqual([...a.winProbability]);
  });

  it('makes the cut while round 2 is in play: those missing it stop and count the cut score', () => {
    // 80 golfers through 27 holes; an elimination pool holding the ten worst is out in every finish.
    const board = Array.from({ length: 80 }, (_, i) => row(i + 1, i < 70 ? -2 : 12, 9, 2));
    const result = forecast(
      board,
      group(
        [
          [70, 71, 72, 73, 74],
          [0, 1, 2, 3, 4],
        ],
        { elimination: true },
      ),
      'cut',
    );
    expect(result.winProbability[1]).toBe(1);
  });

  it('names the golfers whose finish moves an entry most, held ones included', () => {
    const board = Array.from({ length: 10 }, (_, i) => row(i + 1, 0, 9, 4));
    const model = group([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
    ]);
    const field = fieldModel(board, new Map(), false);
    const { swings } = engine.handle({
      kind: 'rooting',
      fieldKey: 'root',
      field,
      sims: 10_000,
      seed: 'test',
      groupKey: 'root:g',
      group: model,
      entry: 0,
      limit: 10,
    }) as RootingAnswer;
    expect(swings).toHaveLength(10);
    // Root for your own golfers to play well (+), for the rival's to play badly (-).
    for (const swing of swings) expect(Math.sign(swing.swing)).toBe(swing.golfer < 5 ? 1 : -1);
    expect(
      swings
        .filter((s) => s.held)
        .map((s) => s.golfer)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    const sizes = swings.map((s) => Math.abs(s.swing));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });
});

describe('skills from odds', () => {
  it('makes the favourite about a stroke and a half a round better than a 100/1 shot', () => {
    const [favourite, longShot] = skillsFromOdds([5, 100]);
    expect(longShot! - favourite!).toBeCloseTo(Math.log(101 / 6) / 1.2, 9);
  });
});
