import type { GolferStatus } from './constants';
import { pickedGolferIds, type Picks } from './picks';

/**
 * Withdrawal protection (docs/rules.md, "Withdrawal protection"): where a group allows it, an
 * entry names one tier-4 alternate, who takes the place of a picked golfer withdrawing before
 * hitting a shot.
 */
export interface WithAlternate extends Picks {
  alternateGolferId?: number | null;
}

/** What the rule reads of a golfer's leaderboard row. */
export interface WithdrawalView {
  status: GolferStatus;
  thru: number;
  totalToPar: number | null;
}

/**
 * Withdrawn without a hole played: WD with no score at all. Not tied to the round the feed
 * reports (one may show such a golfer in a later round), so the swap holds all tournament.
 */
export const withdrewBeforeShot = (row: WithdrawalView) =>
  row.status === 'WD' && row.thru === 0 && row.totalToPar === null;

/**
 * The entries as scoring reads them: an alternate counts only where the group allows them (an
 * admin who switches alternates off before the start leaves them named but never counting).
 */
export function alternatesWhereAllowed<T extends WithAlternate>(
  entries: readonly T[],
  allowAlternate: boolean,
): T[] {
  return allowAlternate
    ? [...entries]
    : entries.map((entry) =>
        entry.alternateGolferId ? { ...entry, alternateGolferId: null } : entry,
      );
}

export interface AlternateSwap {
  /** The pick slot (0 to 4, pick order) the alternate takes. */
  slot: number;
  replacedGolferId: number;
  alternateGolferId: number;
}

/**
 * The swap an entry gets from the leaderboard, or null: its first pick (in pick order) who
 * withdrew before hitting a shot is replaced, unless the alternate did so too. One alternate,
 * one swap.
 */
export function alternateSwap(
  entry: WithAlternate,
  rowOf: (golferId: number) => WithdrawalView | undefined,
): AlternateSwap | null {
  const alternate = entry.alternateGolferId;
  if (alternate === null || alternate === undefined) return null;
  const alternateRow = rowOf(alternate);
  if (alternateRow && withdrewBeforeShot(alternateRow)) return null;
  const picks = pickedGolferIds(entry);
  const slot = picks.findIndex((golferId) => {
    const row = rowOf(golferId);
    return row !== undefined && withdrewBeforeShot(row);
  });
  return slot < 0 ? null : { slot, replacedGolferId: picks[slot]!, alternateGolferId: alternate };
}

/** The five golfers who count for the entry: its picks, with the alternate swapped in. */
export function countingGolferIds(entry: WithAlternate, swap: AlternateSwap | null): number[] {
  const picks = pickedGolferIds(entry);
  if (swap) picks[swap.slot] = swap.alternateGolferId;
  return picks;
}

/**
 * Why a golfer cannot be the entry's alternate, or null: a tier-4 golfer of the field who is
 * not one of its five picks.
 */
export function alternateProblem(
  alternateGolferId: number,
  picks: Picks,
  tierOf: ReadonlyMap<number, number | null>,
): string | null {
  if (pickedGolferIds(picks).includes(alternateGolferId))
    return 'The alternate cannot be one of your five picks';
  const tier = tierOf.get(alternateGolferId);
  if (tier === undefined) return `Golfer ${alternateGolferId} is not in this tournament's field`;
  if (tier !== 4) return 'The alternate must be a tier 4 golfer';
  return null;
}
