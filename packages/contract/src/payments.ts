import { MEMBER_PAYMENT_STATES } from '@fairway/domain';
import { z } from 'zod';
import { IsoDate, IsoDateTime, idParam } from './common';
import { PAYMENT_METHODS } from './constants';

/** Dollars with at most two decimals, as the API sends and takes money (stored as cents). */
export const dollars = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((value) => value >= 0, `${label} cannot be negative`)
    .refine((value) => value <= 100_000, `${label} is too large`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      `${label} can have at most two decimals`,
    );

export const PaymentMethod = z.enum(PAYMENT_METHODS, {
  error: `Payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A member's standing for one tournament: Paid, Partial, Unpaid, or no entry (owes nothing). */
export const MemberPaymentStatus = z.enum(MEMBER_PAYMENT_STATES);
export type MemberPaymentStatus = z.infer<typeof MemberPaymentStatus>;

export const MarkPaymentBody = z.object({
  user_id: idParam('user_id'),
  amount_paid: dollars('Amount paid'),
  payment_method: PaymentMethod.default('other'),
  payment_reference: z
    .string({ error: 'Payment reference must be text' })
    .trim()
    .max(200, 'Payment reference must be at most 200 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type MarkPaymentBody = z.input<typeof MarkPaymentBody>;
export type MarkPaymentValues = z.output<typeof MarkPaymentBody>;

export const MemberPayment = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  entry_count: z.number().int(),
  amount_due: z.number(),
  amount_paid: z.number(),
  is_paid: z.boolean(),
  status: MemberPaymentStatus,
  payment_method: PaymentMethod.nullable(),
  payment_reference: z.string().nullable(),
  payment_date: IsoDateTime.nullable(),
  /** Who recorded the latest change, and when (every change is kept on the server). */
  recorded_by: z.string().nullable(),
});
export type MemberPayment = z.infer<typeof MemberPayment>;

export const PaymentChange = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  amount_paid: z.number(),
  payment_method: PaymentMethod,
  payment_reference: z.string().nullable(),
  recorded_by: z.string(),
  recorded_at: IsoDateTime,
});
export type PaymentChange = z.infer<typeof PaymentChange>;

/**
 * What a group's pool pays (docs/rules.md "Payouts"), the same figures as the standings:
 * entry fees less the tournament's platform fee, split by the tournament's own structure.
 */
export const PoolPayouts = z.object({
  platform_fee: z.number(),
  prize_pool: z.number(),
  /** Each paid place's share of the prize pool. */
  place_payouts: z.array(
    z.object({ place: z.number().int(), percent: z.number(), amount: z.number() }),
  ),
  /** Entries in the money at their current rank (none before play starts). */
  paid_entries: z.array(
    z.object({
      rank: z.number().int(),
      player_name: z.string(),
      /** Which of the player's entries in the pool this is (1, 2, …), null when they have one. */
      entry_number: z.number().int().positive().nullable(),
      payout: z.number(),
    }),
  ),
  /** True once the tournament is completed; until then the paid entries are projected. */
  payouts_final: z.boolean(),
});
export type PoolPayouts = z.infer<typeof PoolPayouts>;

export const TournamentPaymentsResponse = z.object({
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  entry_fee: z.number(),
  payout_structure: z.string(),
  expected_total: z.number(),
  total_collected: z.number(),
  total_outstanding: z.number(),
  collection_rate: z.number(),
  total_members: z.number().int(),
  total_entries: z.number().int(),
  member_payments: z.array(MemberPayment),
  /** The latest recorded changes, newest first. */
  changes: z.array(PaymentChange),
  payouts: PoolPayouts,
});
export type TournamentPaymentsResponse = z.infer<typeof TournamentPaymentsResponse>;

export const FinancialReportRow = z.object({
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  start_date: IsoDate,
  entry_fee: z.number(),
  expected_revenue: z.number(),
  collected_amount: z.number(),
  outstanding_amount: z.number(),
  collection_rate: z.number(),
  paid_members: z.number().int(),
  total_members: z.number().int(),
  payouts: PoolPayouts,
});
export type FinancialReportRow = z.infer<typeof FinancialReportRow>;

export const FinancialReportResponse = z.object({
  group_id: z.number().int(),
  group_name: z.string(),
  member_count: z.number().int(),
  summary: z.object({
    total_tournaments: z.number().int(),
    total_expected_revenue: z.number(),
    total_collected: z.number(),
    total_outstanding: z.number(),
    collection_rate: z.number(),
  }),
  tournaments: z.array(FinancialReportRow),
});
export type FinancialReportResponse = z.infer<typeof FinancialReportResponse>;

/** GET /api/pool-groups/{g}/season?year=YYYY: the year asked for (the current one by default). */
export const SeasonQuery = z.object({
  year: z.coerce
    .number({ error: 'Year must be a year, like 2026' })
    .int('Year must be a year, like 2026')
    .min(2000, 'Year must be between 2000 and 2100')
    .max(2100, 'Year must be between 2000 and 2100')
    .optional(),
});

/** One member's money across the group's completed tournaments of a year. */
export const SeasonMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Completed tournaments the member had at least one entry in. */
  tournamentsPlayed: z.number().int(),
  /** Entry fees due for those entries, and what the admin recorded as paid (dollars). */
  feesOwed: z.number(),
  feesPaid: z.number(),
  /** Final payouts won (dollars). */
  payoutsWon: z.number(),
  /** Payouts won less fees owed. */
  net: z.number(),
});
export type SeasonMember = z.infer<typeof SeasonMember>;

/** The season money list: the year's completed tournaments and each member's totals, best first. */
export const SeasonResponse = z
  .object({
    year: z.number().int(),
    tournaments: z.array(z.object({ id: z.number().int(), name: z.string(), startDate: IsoDate })),
    members: z.array(SeasonMember),
  })
  .meta({ id: 'SeasonResponse' });
export type SeasonResponse = z.infer<typeof SeasonResponse>;
