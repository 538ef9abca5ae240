import type { Finishes } from './simulate';

/**
 * One group's entries as the forecast scores them (plain arrays, for the worker thread).
 * `picks` holds each entry's five golfers as indexes into the field (-1: a golfer the board
 * does not list, who counts as even and still in, as in the standings).
 */
export interface GroupModel {
  elimination: boolean;
  picks: Int32Array;
  /** Each entry's guess of the winner's score; NaN for none. */
  tiebreakers: Float64Array;
  /** 1 for an entry eliminated already: it ranks after every other in each finish. */
  eliminatedNow: Uint8Array;
  /** What each paid place wins, in cents, best place first (empty when nothing is paid). */
  placeCents: number[];
}

export const PICKS_PER_ENTRY = 5;

/** Each entry's share of first place and of the prize money, over all the finishes. */
export interface GroupOutcomes {
  winProbability: Float64Array;
  expectedPayoutCents: Float64Array;
  /** Per finish, the winning sort key and how many entries share it (what rooting replays). */
  bestKey: Float64Array;
  bestCount: Uint32Array;
}

/**
 * Applies the pool's rules to every simulated finish as the standings would once it completed
 * (docs/rules.md, "Scoring and standings"): counted scores, elimination, then the tiebreak by
 * distance to the winner's score. A tie for first gives 1/k to each; tied places split their
 * prize. Linear in entries per finish: only the paid places are sorted.
 */
export function groupOutcomes(finishes: Finishes, group: GroupModel): GroupOutcomes {
  const entries = group.eliminatedNow.length;
  const { sims, golfers } = finishes;
  const winProbability = new Float64Array(entries);
  const payoutCents = new Float64Array(entries);
  const bestKey = new Float64Array(sims);
  const bestCount = new Uint32Array(sims);
  const keys = new Float64Array(entries);
  const counted = new Int32Array(golfers + 1);
  const outAt = new Uint8Array(golfers + 1);
  const places = group.placeCents.length;
  const topKeys = new Float64Array(Math.max(1, places));
  const contenders: number[] = [];

  for (let s = 0; s < sims; s += 1) {
    countGolfers(finishes, s, group.elimination, counted, outAt);
    topKeys.fill(Infinity);
    let best = Infinity;
    let count = 0;
    for (let e = 0; e < entries; e += 1) {
      const key = entryKey(group, e, counted, outAt, finishes.winnerScore[s]!);
      keys[e] = key;
      if (key < best) {
        best = key;
        count = 1;
      } else if (key === best) count += 1;
      if (places > 1 && key < topKeys[places - 1]!) insertSorted(topKeys, key);
    }
    bestKey[s] = best;
    bestCount[s] = count;
    const threshold = places > 1 ? topKeys[Math.min(places, entries) - 1]! : best;
    contenders.length = 0;
    for (let e = 0; e < entries; e += 1) {
      if (keys[e]! > threshold) continue;
      if (keys[e] === best) winProbability[e]! += 1 / count;
      if (places > 0) contenders.push(e);
    }
    if (places > 0) payPlaces(contenders, keys, group.placeCents, payoutCents);
  }
  for (let e = 0; e < entries; e += 1) {
    winProbability[e]! /= sims;
    payoutCents[e]! /= sims;
  }
  return { winProbability, expectedPayoutCents: payoutCents, bestKey, bestCount };
}

/** What each golfer counts for in finish s (the last slot is the unlisted golfer: even, in). */
function countGolfers(
  finishes: Finishes,
  s: number,
  elimination: boolean,
  counted: Int32Array,
  outAt: Uint8Array,
): void {
  const { golfers } = finishes;
  const row = s * golfers;
  const cut = finishes.cutScore[s]!;
  for (let g = 0; g < golfers; g += 1) {
    const out = finishes.out[row + g]!;
    outAt[g] = out;
    counted[g] = out && !elimination ? cut : finishes.toPar[row + g]!;
  }
  counted[golfers] = 0;
  outAt[golfers] = 0;
}

/**
 * One number ordering entries as the completed standings rank them: eliminated already, then
 * eliminated in this finish, then the total, then a guess's distance from the winner's score
 * (no guess after any guess). Equal numbers are a tie.
 */
export function entryKey(
  group: GroupModel,
  e: number,
  counted: Int32Array,
  outAt: Uint8Array,
  winnerScore: number,
): number {
  const unlisted = counted.length - 1;
  let total = 0;
  let anyOut = 0;
  for (let p = 0; p < PICKS_PER_ENTRY; p += 1) {
    const pick = group.picks[e * PICKS_PER_ENTRY + p]!;
    const g = pick < 0 ? unlisted : pick;
    total += counted[g]!;
    anyOut |= outAt[g]!;
  }
  const tier = group.eliminatedNow[e] ? 2 : group.elimination && anyOut ? 1 : 0;
  const guess = group.tiebreakers[e]!;
  const distance = Number.isNaN(guess) ? 9_999 : Math.min(9_998, Math.abs(guess - winnerScore));
  return tier * 1e9 + (total + 10_000) * 1e4 + distance;
}

/** Keeps the best keys, ascending, in a small fixed array. */
function insertSorted(top: Float64Array, key: number): void {
  let i = top.length - 1;
  while (i > 0 && top[i - 1]! > key) {
    top[i] = top[i - 1]!;
    i -= 1;
  }
  top[i] = key;
}

/** Pays the paid places in one finish: tied entries split the places they occupy. */
function payPlaces(
  contenders: number[],
  keys: Float64Array,
  placeCents: readonly number[],
  payoutCents: Float64Array,
): void {
  contenders.sort((a, b) => keys[a]! - keys[b]!);
  for (let start = 0; start < contenders.length && start < placeCents.length;) {
    let end = start + 1;
    while (end < contenders.length && keys[contenders[end]!] === keys[contenders[start]!]) end += 1;
    let shared = 0;
    for (let place = start; place < end && place < placeCents.length; place += 1)
      shared += placeCents[place]!;
    for (let i = start; i < end; i += 1) payoutCents[contenders[i]!]! += shared / (end - start);
    start = end;
  }
}
