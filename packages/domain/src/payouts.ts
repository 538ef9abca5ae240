/** "50/30/20" -> [50, 30, 20]; null unless every part is a positive number and they sum to 100. */
export function parsePayoutStructure(text: string): number[] | null {
  const parts = text.split('/').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null;
  const percentages = parts.map(Number);
  if (percentages.some((p) => p <= 0)) return null;
  const sum = percentages.reduce((a, b) => a + b, 0);
  return Math.abs(sum - 100) < 1e-9 ? percentages : null;
}

/**
 * The places a payout structure pays ("50/30/20": 3), whether or not the pool holds money; 0
 * for a structure that cannot be read (the server refuses to save one).
 */
export const paidPlacesOf = (payoutStructure: string): number =>
  parsePayoutStructure(payoutStructure)?.length ?? 0;

/**
 * In the money (docs/rules.md, "Chance to cash"): ranked within the paid places; an entry tied
 * into the last paid place is in, as it shares that place's prize.
 */
export const inPaidPlaces = (rank: number, paidPlaces: number): boolean => rank <= paidPlaces;

/** Splits whole cents by weights so the parts sum exactly to the total (largest remainder). */
function allocate(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalCents * w) / weightSum);
  const floors = exact.map(Math.floor);
  let left = totalCents - floors.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * Each entry's prize in cents (docs/rules.md "Payouts"). Places take the structure's
 * percentages of the prize pool; tied finishers split the sum of the places they occupy
 * equally. Cents never go missing: each place is rounded down and the leftover cents go to the
 * places rounded down the most (largest remainder, the earlier on equal remainders) and, within a
 * tie, to the first entries listed. `ranks` are the entries' ranks, in any order. Linear in the
 * entries beyond a sort of the paid ones: a 5,000-entry group all tied before play pays out
 * in well under a millisecond.
 */
export function splitPrizePool(
  prizePoolCents: number,
  percentages: readonly number[],
  ranks: readonly number[],
): number[] {
  const prizes = ranks.map(() => 0);
  if (prizePoolCents <= 0 || percentages.length === 0) return prizes;
  const placeAmounts = allocate(prizePoolCents, percentages);
  const paidByRank = new Map<number, number[]>();
  ranks.forEach((rank, index) => {
    if (rank > placeAmounts.length) return;
    const tied = paidByRank.get(rank);
    if (tied) tied.push(index);
    else paidByRank.set(rank, [index]);
  });
  for (const [rank, indexes] of paidByRank) {
    const occupied = placeAmounts.slice(rank - 1, rank - 1 + indexes.length);
    const shared = occupied.reduce((a, b) => a + b, 0);
    const each = Math.floor(shared / indexes.length);
    const leftover = shared - each * indexes.length;
    indexes.forEach((entry, i) => (prizes[entry] = each + (i < leftover ? 1 : 0)));
  }
  return prizes;
}

/**
 * The prize pool in cents (docs/rules.md "Payouts"): every entry's fee, less the platform fee
 * the tournament carries (paid, or still owed); never below nothing.
 */
export const prizePoolCents = (
  entryFeeCents: number,
  entryCount: number,
  platformFeeCents: number,
) => Math.max(0, entryFeeCents * entryCount - platformFeeCents);

/**
 * Each entry's payout in cents, for entries listed in rank order with their ranks; an unreadable
 * structure pays nobody (the server refuses to save one, so only old rows could have it).
 */
export function payoutsByRank(
  prizePool: number,
  payoutStructure: string,
  ranks: readonly number[],
): number[] {
  const percentages = prizePool > 0 ? parsePayoutStructure(payoutStructure) : null;
  return percentages ? splitPrizePool(prizePool, percentages, ranks) : ranks.map(() => 0);
}
