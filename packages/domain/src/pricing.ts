import { FREE_MEMBER_LIMIT, PLATFORM_FEE_CENTS, type SizeTier } from './constants';

export { centsToDollars as toDollars, dollarsToCents as toCents } from './money';

/** The size tier by member count, read when the fee is checked. 'large' exists but is never chosen by size. */
export const sizeTier = (memberCount: number): SizeTier =>
  memberCount > FREE_MEMBER_LIMIT ? 'small' : 'free';

export const tournamentPriceCents = (tier: SizeTier) => (tier === 'free' ? 0 : PLATFORM_FEE_CENTS);

/** The pricing call's tiers, keyed free, small and large; 'large' costs the same as 'small'. */
export const PRICING_TIERS = {
  free: {
    name: 'Free',
    price_per_tournament: 0,
    min_members: 1,
    max_members: FREE_MEMBER_LIMIT,
    description: `Groups of up to ${FREE_MEMBER_LIMIT} members play every tournament for free.`,
  },
  small: {
    name: 'Small Group',
    price_per_tournament: PLATFORM_FEE_CENTS / 100,
    min_members: FREE_MEMBER_LIMIT + 1,
    max_members: null,
    description: 'Groups of 11 or more members pay a one-time fee per tournament.',
  },
  large: {
    name: 'Large Group',
    price_per_tournament: PLATFORM_FEE_CENTS / 100,
    min_members: FREE_MEMBER_LIMIT + 1,
    max_members: null,
    description: 'The same one-time fee per tournament, however large the group grows.',
  },
} as const;

export const tierDisplayName = (tier: SizeTier) => PRICING_TIERS[tier].name;

export interface TournamentFeeFacts {
  /** The fee was paid (by card, or carried over from an earlier time the group had it). */
  paid: boolean;
  paidCents: number | null;
  /** Members when the group began playing the tournament; before that, its members now. */
  membersAtStart: number;
}

export interface TournamentFee {
  /** What the tournament costs the group: paid, owed, or nothing. */
  cents: number;
  /** Still to pay: a paying group's unpaid tournament. */
  owed: boolean;
}

/**
 * The platform fee of one tournament (docs/rules.md "The platform fee"), decided when it
 * matters: by the group's size when it began playing the tournament. One it began with 10
 * members or fewer stays free however the group grows; one it began as a paying group owes
 * the fee until paid; a paid one stays paid.
 */
export function tournamentFee(facts: TournamentFeeFacts): TournamentFee {
  if (facts.paid) return { cents: facts.paidCents ?? PLATFORM_FEE_CENTS, owed: false };
  return sizeTier(facts.membersAtStart) === 'free'
    ? { cents: 0, owed: false }
    : { cents: PLATFORM_FEE_CENTS, owed: true };
}
