import { HOLES, type FieldModel } from './field-model';
import { EntryKeys, type GroupModel, type GroupOutcomes, PICKS_PER_ENTRY } from './group-outcomes';
import type { Finishes } from './simulate';

/** How much one golfer's finish moves an entry's chance to win (docs/rules.md, "Who to root for"). */
export interface Swing {
  /** Index into the field. */
  golfer: number;
  held: boolean;
  /** Chance to win when the golfer finishes better than usual, less when worse: + root for them. */
  swing: number;
}

/** The golfers (held or not, still playing) whose finish moves the entry's chance most. */
export function rootingSwings(
  field: FieldModel,
  finishes: Finishes,
  group: GroupModel,
  outcomes: Pick<GroupOutcomes, 'bestKey' | 'bestCount'>,
  entry: number,
  limit: number,
): Swing[] {
  const { sims, golfers } = finishes;
  const wins = entryWins(finishes, group, outcomes, entry);
  const held = new Set<number>();
  for (let p = 0; p < PICKS_PER_ENTRY; p += 1) held.add(group.picks[entry * PICKS_PER_ENTRY + p]!);

  const swings: Swing[] = [];
  for (let g = 0; g < golfers; g += 1) {
    if (field.out[g] || field.holesPlayed[g]! >= HOLES) continue;
    const median = medianOf(finishes.toPar, g, golfers, sims);
    let better = 0;
    let betterWins = 0;
    let worse = 0;
    let worseWins = 0;
    for (let s = 0; s < sims; s += 1) {
      const score = finishes.toPar[s * golfers + g]!;
      if (score < median) {
        better += 1;
        betterWins += wins[s]!;
      } else if (score > median) {
        worse += 1;
        worseWins += wins[s]!;
      }
    }
    if (better === 0 || worse === 0) continue;
    const swing = betterWins / better - worseWins / worse;
    if (Math.abs(swing) >= 0.001) swings.push({ golfer: g, held: held.has(g), swing });
  }
  return swings.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing)).slice(0, limit);
}

/** The entry's share of first place in each finish. */
function entryWins(
  finishes: Finishes,
  group: GroupModel,
  { bestKey, bestCount }: Pick<GroupOutcomes, 'bestKey' | 'bestCount'>,
  entry: number,
): Float64Array {
  const keyer = new EntryKeys(finishes, group);
  const wins = new Float64Array(finishes.sims);
  for (let s = 0; s < finishes.sims; s += 1) {
    keyer.finish(s);
    if (keyer.key(entry) === bestKey[s]) wins[s] = 1 / bestCount[s]!;
  }
  return wins;
}

/** A golfer's median final score over the finishes (scores are small integers: a histogram). */
function medianOf(toPar: Int16Array, g: number, golfers: number, sims: number): number {
  const offset = 200;
  const counts = new Uint32Array(2 * offset + 1);
  for (let s = 0; s < sims; s += 1)
    counts[Math.max(0, Math.min(2 * offset, toPar[s * golfers + g]! + offset))]! += 1;
  let seen = 0;
  for (let value = 0; value < counts.length; value += 1) {
    seen += counts[value]!;
    if (seen * 2 >= sims) return value - offset;
  }
  return 0;
}
