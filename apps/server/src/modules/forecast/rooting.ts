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

/** The outcomes of a group's finishes rooting replays: each finish's winning and last paid keys. */
export type RootingOutcomes = Pick<GroupOutcomes, 'bestKey' | 'bestCount' | 'cashKey'>;

/**
 * What the rooting job answers: the golfers whose finish moves the entry's chance to win most,
 * and the one golfer to root for most. That is the first who raises its chance to win; for an
 * entry no golfer can lift to a win, the one who most raises its chance to finish in the paid
 * places; failing that, the one whose good finish lifts it furthest up the standings
 * (docs/rules.md, "Who to root for").
 */
export interface RootingAnswer {
  swings: Swing[];
  rootFor: Swing | null;
}

/** What an entry's rooting is measured by in each finish (its share of first, of the money, its place). */
type Measure = 'win' | 'cash' | 'standing';

export function rootingAnswer(
  field: FieldModel,
  finishes: Finishes,
  group: GroupModel,
  outcomes: RootingOutcomes,
  entry: number,
  limit: number,
): RootingAnswer {
  const swings = rootingSwings(field, finishes, group, outcomes, entry, limit, 'win');
  let rootFor = swings.find((swing) => swing.swing > 0) ?? null;
  for (const measure of ['cash', 'standing'] as const) {
    if (rootFor || (measure === 'cash' && group.paidPlaces === 0)) continue;
    rootFor =
      rootingSwings(field, finishes, group, outcomes, entry, Infinity, measure).find(
        (swing) => swing.swing > 0,
      ) ?? null;
  }
  return { swings, rootFor };
}

/** The golfers (held or not, still playing) whose finish moves the entry's measure most. */
export function rootingSwings(
  field: FieldModel,
  finishes: Finishes,
  group: GroupModel,
  outcomes: RootingOutcomes,
  entry: number,
  limit: number,
  measure: Measure = 'win',
): Swing[] {
  const { sims, golfers } = finishes;
  const wins = entryMeasure(finishes, group, outcomes, entry, measure);
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
  // Equal swings in golfer id order, so the list reads the same on every request.
  return swings
    .sort(
      (a, b) =>
        Math.abs(b.swing) - Math.abs(a.swing) ||
        field.golferIds[a.golfer]! - field.golferIds[b.golfer]!,
    )
    .slice(0, limit);
}

/**
 * The entry's measure in each finish, higher better: its share of first place, 1 when it ranks
 * within the paid places, or minus its sort key (a lower key ranks higher).
 */
function entryMeasure(
  finishes: Finishes,
  group: GroupModel,
  { bestKey, bestCount, cashKey }: RootingOutcomes,
  entry: number,
  measure: Measure,
): Float64Array {
  const keyer = new EntryKeys(finishes, group);
  const values = new Float64Array(finishes.sims);
  for (let s = 0; s < finishes.sims; s += 1) {
    keyer.finish(s);
    const key = keyer.key(entry);
    if (measure === 'standing') values[s] = -key;
    else if (measure === 'cash') values[s] = key <= cashKey[s]! ? 1 : 0;
    else if (key === bestKey[s]) values[s] = 1 / bestCount[s]!;
  }
  return values;
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
