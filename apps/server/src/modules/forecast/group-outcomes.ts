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
  /**
   * The places the payout structure pays, money or not (what a chance to cash counts); when the
   * pool holds money, as many as `placeCents`.
   */
  paidPlaces: number;
}

export const PICKS_PER_ENTRY = 5;

/** Each entry's share of first place, of the paid places and of the prize money, over all the finishes. */
export interface GroupOutcomes {
  winProbability: Float64Array;
  /** The share of finishes ranking it within the paid places (a tie into the last one counts). */
  cashProbability: Float64Array;
  expectedPayoutCents: Float64Array;
  /** Per finish, the winning sort key and how many entries share it (what rooting replays). */
  bestKey: Float64Array;
  bestCount: Uint32Array;
  /** Per finish, the key of the last paid place (an entry at or under it cashes); -Infinity when nothing is paid. */
  cashKey: Float64Array;
}

/**
 * Applies the pool's rules to every simulated finish as the standings would once it completed
 * (docs/rules.md, "Scoring and standings"): counted scores, elimination, then the tiebreak by
 * distance to the winner's score. A tie for first gives 1/k to each; an entry ranked within the
 * paid places (ties into the last one included) cashes; tied places split their prize. Linear in
 * entries per finish: only the paid places are sorted.
 */
export function groupOutcomes(finishes: Finishes, group: GroupModel): GroupOutcomes {
  const entries = group.eliminatedNow.length;
  const { sims } = finishes;
  const winProbability = new Float64Array(entries);
  const cashes = new Float64Array(entries);
  const payoutCents = new Float64Array(entries);
  const bestKey = new Float64Array(sims);
  const bestCount = new Uint32Array(sims);
  const cashKey = new Float64Array(sims);
  const keys = new Float64Array(entries);
  const keyer = new EntryKeys(finishes, group);
  const places = group.paidPlaces;
  const paying = group.placeCents.length > 0;
  const topKeys = new Float64Array(Math.max(1, places));
  const contenders: number[] = [];

  for (let s = 0; s < sims; s += 1) {
    keyer.finish(s);
    topKeys.fill(Infinity);
    let best = Infinity;
    let count = 0;
    for (let e = 0; e < entries; e += 1) {
      const key = keyer.key(e);
      keys[e] = key;
      if (key < best) {
        best = key;
        count = 1;
      } else if (key === best) count += 1;
      if (places > 1 && key < topKeys[places - 1]!) insertSorted(topKeys, key);
    }
    bestKey[s] = best;
    bestCount[s] = count;
    // The key of the last paid place: an entry at or above it ranks within the paid places.
    const threshold = places > 1 ? topKeys[Math.min(places, entries) - 1]! : best;
    cashKey[s] = places > 0 ? threshold : -Infinity;
    contenders.length = 0;
    for (let e = 0; e < entries; e += 1) {
      if (keys[e]! > threshold) continue;
      if (keys[e] === best) winProbability[e]! += 1 / count;
      if (places > 0) cashes[e]! += 1;
      if (paying) contenders.push(e);
    }
    if (paying) payPlaces(contenders, keys, group.placeCents, payoutCents);
  }
  for (let e = 0; e < entries; e += 1) {
    winProbability[e]! /= sims;
    cashes[e]! /= sims;
    payoutCents[e]! /= sims;
  }
  return {
    winProbability,
    cashProbability: cashes,
    expectedPayoutCents: payoutCents,
    bestKey,
    bestCount,
    cashKey,
  };
}

/**
 * Each entry's sort key in one finish: one number ordering entries as the completed standings
 * rank them (eliminated already, then eliminated in this finish, then the total, then a
 * guess's distance from the winner's score, no guess after any guess). Equal numbers are a tie.
 * The hottest loop of the forecast (5,000 entries x 10,000 finishes), so tables are laid out once.
 */
export class EntryKeys {
  /** Picks as field indexes, the unlisted golfer mapped to the extra last slot. */
  readonly #picks: Int32Array;
  /** What each golfer counts for in the current finish, and whether they are out. */
  readonly #counted: Int32Array;
  readonly #out: Uint8Array;
  /** The part of each key fixed before play: eliminated already. */
  readonly #base: Float64Array;
  #winner = 0;

  constructor(
    private readonly finishes: Finishes,
    private readonly group: GroupModel,
  ) {
    const unlisted = finishes.golfers;
    this.#picks = group.picks.map((pick) => (pick < 0 ? unlisted : pick));
    this.#counted = new Int32Array(unlisted + 1);
    this.#out = new Uint8Array(unlisted + 1);
    this.#base = Float64Array.from(group.eliminatedNow, (out) => (out ? 2e9 : 0) + 1e8);
  }

  /** Moves to finish s: what each golfer counts for in it. */
  finish(s: number): void {
    const { golfers, toPar, out, cutScore, winnerScore } = this.finishes;
    const row = s * golfers;
    const cut = cutScore[s]!;
    const elimination = this.group.elimination;
    for (let g = 0; g < golfers; g += 1) {
      const isOut = out[row + g]!;
      this.#out[g] = isOut;
      this.#counted[g] = isOut && !elimination ? cut : toPar[row + g]!;
    }
    this.#winner = winnerScore[s]!;
  }

  key(e: number): number {
    const picks = this.#picks;
    const counted = this.#counted;
    const out = this.#out;
    const o = e * PICKS_PER_ENTRY;
    const a = picks[o]!;
    const b = picks[o + 1]!;
    const c = picks[o + 2]!;
    const d = picks[o + 3]!;
    const f = picks[o + 4]!;
    let key =
      this.#base[e]! + (counted[a]! + counted[b]! + counted[c]! + counted[d]! + counted[f]!) * 1e4;
    if (this.group.elimination && key < 2e9 && out[a]! | out[b]! | out[c]! | out[d]! | out[f]!)
      key += 1e9;
    const guess = this.group.tiebreakers[e]!;
    // NaN (no guess) is the only value unequal to itself.
    return key + (guess !== guess ? 9_999 : Math.min(9_998, Math.abs(guess - this.#winner)));
  }
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
