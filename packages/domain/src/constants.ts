/**
 * Constant lists with one home: the domain's types are built from them, and the contract's zod
 * enums too (so a new value is added once). Plain values, for the server and the browser.
 */

/** How a pool counts golfers who are out (docs/rules.md, "Scoring and standings"). */
export const POOL_TYPES = ['cut_score', 'elimination'] as const;
export type PoolType = (typeof POOL_TYPES)[number];

/** A golfer on the leaderboard: still playing, or out (cut, withdrawn, disqualified). */
export const GOLFER_STATUSES = ['active', 'CUT', 'WD', 'DQ'] as const;
export type GolferStatus = (typeof GOLFER_STATUSES)[number];

/** A group's size tier for the platform fee ('large' exists but is never chosen by size). */
export const SIZE_TIERS = ['free', 'small', 'large'] as const;
export type SizeTier = (typeof SIZE_TIERS)[number];

/** Where a member stands with their entry fees (docs/rules.md, "Money"). */
export const MEMBER_PAYMENT_STATES = ['paid', 'partial', 'unpaid', 'no_entry'] as const;
export type MemberPaymentState = (typeof MEMBER_PAYMENT_STATES)[number];

/** How urgent an open entry deadline is on the dashboard. */
export const URGENCY_PRIORITIES = ['critical', 'high', 'normal'] as const;
export type UrgencyPriority = (typeof URGENCY_PRIORITIES)[number];

/**
 * Groups of up to 10 members are free; larger ones pay a fee per tournament (docs/rules.md,
 * "The platform fee").
 */
export const FREE_MEMBER_LIMIT = 10;
export const PLATFORM_FEE_CENTS = 19_00;
