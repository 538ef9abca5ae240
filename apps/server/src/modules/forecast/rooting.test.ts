import { describe, expect, it } from 'vitest';
import type { FieldModel } from './field-model';
import { groupOutcomes, type GroupModel } from './group-outcomes';
import { rootingAnswer, rootingSwings } from './rooting';
import type { Finishes } from './simulate';

describe('the rooting list', () => {
  it('lists golfers whose finish swings the entry equally in golfer id order', () => {
    // Golfers 30 and 10 (field indexes 0 and 1) score alike in every finish, so they move the
    // entry alike; golfer 20 always scores E and moves nothing.
    const scores = [-5, 0, 5, -5, 0, 5];
    const finishes: Finishes = {
      sims: scores.length,
      golfers: 3,
      toPar: Int16Array.from(scores.flatMap((score) => [score, score, 0])),
      out: new Uint8Array(scores.length * 3),
      cutScore: new Int16Array(scores.length),
      winnerScore: new Int16Array(scores.length),
    };
    const field: FieldModel = {
      golferIds: [30, 10, 20],
      toPar: [0, 0, 0],
      out: [0, 0, 0],
      holesPlayed: [0, 0, 0],
      meanPerRound: [0, 0, 0],
      cutPending: false,
    };
    const group: GroupModel = {
      elimination: false,
      picks: Int32Array.from([0, 1, 2, 2, 2, 2, 2, 2, 2, 2]),
      tiebreakers: Float64Array.from([NaN, NaN]),
      eliminatedNow: new Uint8Array(2),
      placeCents: [],
      paidPlaces: 1,
    };
    const swings = rootingSwings(field, finishes, group, groupOutcomes(finishes, group), 0, 10);
    expect(swings.map((swing) => swing.swing)).toEqual([1, 1]);
    expect(swings.map((swing) => field.golferIds[swing.golfer])).toEqual([10, 30]);
  });

  it('names a golfer to root for when the entry cannot win: by chance to cash, else by place', () => {
    // Golfer 0 always wins it for entry 0. Golfer 1 decides whether entry 1 or entry 2 takes the
    // second paid place; entry 3's golfer 3 keeps it last whatever happens.
    const perSim = [
      [-20, -5, 1, 14, 0],
      [-20, 0, 1, 10, 0],
      [-20, 5, 1, 12, 0],
      [-20, -5, 1, 12, 0],
      [-20, 0, 1, 14, 0],
      [-20, 5, 1, 10, 0],
    ];
    const finishes: Finishes = {
      sims: perSim.length,
      golfers: 5,
      toPar: Int16Array.from(perSim.flat()),
      out: new Uint8Array(perSim.length * 5),
      cutScore: new Int16Array(perSim.length),
      winnerScore: new Int16Array(perSim.length),
    };
    const field: FieldModel = {
      golferIds: [100, 101, 102, 103, 104],
      toPar: [0, 0, 0, 0, 0],
      out: [0, 0, 0, 0, 0],
      holesPlayed: [0, 0, 0, 0, 0],
      meanPerRound: [0, 0, 0, 0, 0],
      cutPending: false,
    };
    const group: GroupModel = {
      elimination: false,
      // Entry 0 holds golfer 0 five times; entry 1 golfer 1 four times and the still golfer 4;
      // entry 2 golfer 2; entry 3 golfer 3.
      picks: Int32Array.from([0, 0, 0, 0, 0, 1, 1, 1, 1, 4, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3]),
      tiebreakers: Float64Array.from([NaN, NaN, NaN, NaN]),
      eliminatedNow: new Uint8Array(4),
      placeCents: [],
      paidPlaces: 2,
    };
    const outcomes = groupOutcomes(finishes, group);
    const answer = (entry: number) => rootingAnswer(field, finishes, group, outcomes, entry, 10);
    // Entry 1 never wins, so its list by chance to win is empty; golfer 1 playing well puts it
    // in the money (a swing of 1 in chance to cash).
    expect(answer(1).swings).toEqual([]);
    expect(answer(1).rootFor).toEqual({ golfer: 1, held: true, swing: 1 });
    // Entry 3 can neither win nor cash: root for what lifts it up the standings, its golfer.
    expect(answer(3).swings).toEqual([]);
    expect(answer(3).rootFor).toMatchObject({ golfer: 3, held: true });
    expect(answer(3).rootFor!.swing).toBeGreaterThan(0);
    // Entry 0 wins in every finish: nobody moves it, so there is no one to name.
    expect(answer(0).rootFor).toBeNull();
  });
});
