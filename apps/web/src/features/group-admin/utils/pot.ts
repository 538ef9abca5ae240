import { centsToDollars, dollarsToCents, splitPrizePool } from '@fairway/domain';

/** The per-tournament money summary of the admin list (docs/rules.md, "Money"). */

const toCents = (dollars: number) => Math.round(dollars * 100) / 100;

export interface PotInput {
  entryFee: number;
  memberCount: number;
  entryCount: number;
  requiresPayment: boolean;
  tournamentPrice: number;
}

export interface Pot {
  /** Entry fee x members while nobody has entered (a projection), x entries once they have. */
  totalPot: number;
  /** True while the total is the members-based projection. */
  projected: boolean;
  platformCost: number;
  netPot: number;
  costPerUser: number;
}

export function potMath(input: PotInput): Pot {
  const projected = input.entryCount <= 0;
  const players = projected ? input.memberCount : input.entryCount;
  const totalPot = toCents(input.entryFee * players);
  const platformCost = input.requiresPayment ? input.tournamentPrice : 0;
  return {
    totalPot,
    projected,
    platformCost,
    netPot: toCents(totalPot - platformCost),
    costPerUser: input.memberCount > 0 ? toCents(platformCost / input.memberCount) : 0,
  };
}

/**
 * Each place's share of the prize pool, by the same rule as the server's payouts (cents exact,
 * leftovers by largest remainder); nothing to share when the pool is empty.
 */
export function payoutAmounts(prizePool: number, percentages: number[]): number[] {
  const places = percentages.map((_, index) => index + 1);
  return splitPrizePool(dollarsToCents(prizePool), percentages, places).map(centsToDollars);
}
