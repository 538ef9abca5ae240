import type { Random } from '../../lib/random';
import { HOLES, type FieldModel } from './field-model';

/**
 * Many simulated finishes of one tournament from where it stands (docs/rules.md, "Win
 * probability"). Each golfer still playing plays the holes left: per round a form draw (how the
 * day goes) and per hole the spread of a tour round, around their expected strokes. While round
 * 2 is still to finish the cut is made in every finish (top 65 and ties) and those who miss it
 * stop there. Held in flat arrays, finish-major: golfer g of finish s is at s * golfers + g.
 */
export interface Finishes {
  sims: number;
  golfers: number;
  /** Each golfer's final strokes to par. */
  toPar: Int16Array;
  /** 1 when the golfer is out at the end (cut now, or cut in this finish). */
  out: Uint8Array;
  /** The cut score of each finish: the worst score among golfers still in, plus one. */
  cutScore: Int16Array;
  /** The winner's score to par in each finish (what tiebreak guesses are measured against). */
  winnerScore: Int16Array;
}

/** The top 65 and ties after 36 holes play the weekend. */
const CUT_PLACES = 65;
/** Spread of one hole's strokes around the golfer's expectation (a tour round's is about 3). */
const HOLE_SD = 0.71;
/** Spread of a golfer's form from one day to the next, in strokes per round. */
const FORM_SD = 0.69;

export function simulateFinishes(field: FieldModel, sims: number, random: Random): Finishes {
  const golfers = field.golferIds.length;
  const normal = normalDraws(random);
  const toPar = new Int16Array(sims * golfers);
  const out = new Uint8Array(sims * golfers);
  const cutScore = new Int16Array(sims);
  const winnerScore = new Int16Array(sims);
  const afterTwo = new Float64Array(golfers);
  const sorted = new Float64Array(golfers);

  /** Strokes to par over holes [from, to) for golfer g: form per round, spread per hole. */
  const play = (g: number, from: number, to: number): number => {
    let strokes = 0;
    for (let start = from; start < to;) {
      const roundEnd = (Math.floor(start / 18) + 1) * 18;
      const holes = Math.min(to, roundEnd) - start;
      const share = holes / 18;
      strokes +=
        share * (field.meanPerRound[g]! + FORM_SD * normal()) +
        Math.sqrt(holes) * HOLE_SD * normal();
      start += holes;
    }
    return strokes;
  };

  for (let s = 0; s < sims; s += 1) {
    const row = s * golfers;
    let inPlay = 0;
    for (let g = 0; g < golfers; g += 1) {
      const played = field.holesPlayed[g]!;
      if (field.out[g]) {
        toPar[row + g] = field.toPar[g]!;
        out[row + g] = 1;
        continue;
      }
      const cutAt = field.cutPending ? Math.max(played, 36) : played;
      afterTwo[g] = Math.round(field.toPar[g]! + play(g, played, cutAt));
      if (field.cutPending) sorted[inPlay++] = afterTwo[g]!;
    }
    const cutLine = field.cutPending ? cutLineOf(sorted.subarray(0, inPlay)) : Infinity;

    let best = Infinity;
    let worstIn = -Infinity;
    let worstAll = -Infinity;
    for (let g = 0; g < golfers; g += 1) {
      let final: number;
      if (field.out[g]) final = field.toPar[g]!;
      else if (afterTwo[g]! > cutLine) {
        final = afterTwo[g]!;
        out[row + g] = 1;
      } else {
        const from = field.cutPending ? Math.max(field.holesPlayed[g]!, 36) : field.holesPlayed[g]!;
        final = afterTwo[g]! + Math.round(play(g, from, HOLES));
      }
      toPar[row + g] = final;
      worstAll = Math.max(worstAll, final);
      if (!out[row + g]) {
        best = Math.min(best, final);
        worstIn = Math.max(worstIn, final);
      }
    }
    // As the standings count it (docs/rules.md): the worst among those still in, plus one.
    cutScore[s] =
      (Number.isFinite(worstIn) ? worstIn : Number.isFinite(worstAll) ? worstAll : -1) + 1;
    winnerScore[s] = Number.isFinite(best) ? best : 0;
  }
  return { sims, golfers, toPar, out, cutScore, winnerScore };
}

/** The 65th best score after 36 holes (everyone makes it in a smaller field). */
function cutLineOf(scores: Float64Array): number {
  if (scores.length <= CUT_PLACES) return Infinity;
  scores.sort();
  return scores[CUT_PLACES - 1]!;
}

/** Standard normal draws (Box-Muller), two per pair of uniforms. */
function normalDraws(random: Random): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = 1 - random();
    const v = random();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
}
