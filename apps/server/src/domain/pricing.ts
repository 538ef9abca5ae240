/** Groups of up to 10 members are free; larger ones pay per tournament (core.md section 4). */
export const FREE_MEMBER_LIMIT = 10;
export const PLATFORM_FEE_CENTS = 19_00;

export type SizeTier = 'free' | 'small' | 'large';

/** The size tier by member count, read when the fee is checked. 'large' exists but is never chosen by size. */
export const sizeTier = (memberCount: number): SizeTier =>
  memberCount > FREE_MEMBER_LIMIT ? 'small' : 'free';

export const tournamentPriceCents = (tier: SizeTier) => (tier === 'free' ? 0 : PLATFORM_FEE_CENTS);

/** Cents to dollars for the API (money is stored in cents, sent as dollars). */
export const toDollars = (cents: number) => Math.round(cents) / 100;
export const toCents = (dollars: number) => Math.round(dollars * 100);
