/** Winner odds ("N to 1") from the field's skills, rounded to the steps sportsbooks quote. */

const QUOTED_ODDS = [
  3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 8, 9, 10, 11, 12, 12.5, 14, 16, 18, 20, 22, 25, 28, 30,
  33, 35, 40, 45, 50, 55, 60, 66, 70, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300, 350, 400,
  500, 750, 1000,
];

/** How sharply a stroke of skill per round changes the chance to win (tuned to tour-like prices). */
const STRENGTH_PER_STROKE = 1.2;
/** Books price a field at more than 100% in total; this is their margin. */
const BOOK_MARGIN = 1.5;

/** `skills` are expected strokes to par per round (lower is better); returns odds in the same order. */
export function oddsForField(skills: readonly number[]): number[] {
  const weights = skills.map((skill) => Math.exp(-STRENGTH_PER_STROKE * skill));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => {
    const winChance = Math.min(0.99, (weight / total) * BOOK_MARGIN);
    return quoted(1 / winChance - 1);
  });
}

/** The nearest quoted price, compared on a log scale (12 vs 14 matters; 900 vs 1000 does not). */
function quoted(rawOdds: number): number {
  let best = QUOTED_ODDS[0]!;
  for (const step of QUOTED_ODDS) {
    if (Math.abs(Math.log(step / rawOdds)) < Math.abs(Math.log(best / rawOdds))) best = step;
  }
  return best;
}
