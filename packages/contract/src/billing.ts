import { SIZE_TIERS } from '@fairway/domain';
import { z } from 'zod';
import { IsoDateTime, idParam } from './common';

export const SizeTierName = z.enum(SIZE_TIERS);
export type SizeTierName = z.infer<typeof SizeTierName>;

export const PricingTier = z.object({
  name: z.string(),
  price_per_tournament: z.number(),
  min_members: z.number().int(),
  max_members: z.number().int().nullable(),
  description: z.string(),
});
export type PricingTier = z.infer<typeof PricingTier>;

/** GET /api/billing/pricing: pricing_tiers keyed free, small, large. */
export const PricingResponse = z
  .object({
    currency: z.literal('usd'),
    pricing_tiers: z.object({ free: PricingTier, small: PricingTier, large: PricingTier }),
  })
  .meta({ id: 'PricingResponse' });
export type PricingResponse = z.infer<typeof PricingResponse>;

export const AdminStatusResponse = z.object({
  is_group_admin: z.boolean(),
  admin_group_count: z.number().int(),
});
export type AdminStatusResponse = z.infer<typeof AdminStatusResponse>;

export const BillingGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  tier_name: SizeTierName,
  member_count: z.number().int(),
  tournament_price: z.number(),
  total_spent: z.number(),
  tournaments_created: z.number().int(),
  /** Tournaments of this group that still need the platform fee. */
  unpaid_tournaments: z.number().int(),
});
export type BillingGroup = z.infer<typeof BillingGroup>;

export const BillingDashboardResponse = z.object({
  total_groups: z.number().int(),
  total_tournaments_created: z.number().int(),
  total_spent: z.number(),
  groups: z.array(BillingGroup),
});
export type BillingDashboardResponse = z.infer<typeof BillingDashboardResponse>;

export const GroupPricingResponse = z.object({
  group_id: z.number().int(),
  member_count: z.number().int(),
  tier_name: SizeTierName,
  tier_display_name: z.string(),
  tournament_price: z.number(),
  requires_payment: z.boolean(),
});
export type GroupPricingResponse = z.infer<typeof GroupPricingResponse>;

export const CanCreateTournamentResponse = z.object({
  can_create: z.boolean(),
  requires_payment: z.boolean(),
  tournament_price: z.number(),
  message: z.string(),
});
export type CanCreateTournamentResponse = z.infer<typeof CanCreateTournamentResponse>;

export const TransactionStatus = z.enum(['pending', 'completed', 'failed']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

export const BillingTransaction = z.object({
  id: z.number().int(),
  created_at: IsoDateTime,
  tournament_id: z.number().int(),
  tournament_name: z.string(),
  amount: z.number(),
  status: TransactionStatus,
});
export type BillingTransaction = z.infer<typeof BillingTransaction>;

export const GroupBillingHistoryResponse = z.object({
  total_spent: z.number(),
  current_tournament_price: z.number(),
  member_count: z.number().int(),
  transactions: z.array(BillingTransaction),
});
export type GroupBillingHistoryResponse = z.infer<typeof GroupBillingHistoryResponse>;

export const CreatePaymentIntentBody = z.object({
  group_id: idParam('group_id'),
  tournament_id: idParam('tournament_id'),
  group_tournament_id: idParam('group_tournament_id'),
});
export type CreatePaymentIntentBody = z.input<typeof CreatePaymentIntentBody>;
export type CreatePaymentIntentValues = z.output<typeof CreatePaymentIntentBody>;

export const CreatePaymentIntentResponse = z.object({
  client_secret: z.string(),
  payment_intent_id: z.string(),
  amount: z.number(),
  currency: z.literal('usd'),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

const paymentIntentId = z
  .string({ error: 'payment_intent_id is required' })
  .trim()
  .min(1, 'payment_intent_id is required')
  .max(255, 'Unknown payment');

export const ConfirmPaymentBody = z.object({ payment_intent_id: paymentIntentId });
export type ConfirmPaymentBody = z.input<typeof ConfirmPaymentBody>;

export const ConfirmPaymentResponse = z.object({
  success: z.literal(true),
  payment_completed: z.literal(true),
  message: z.string(),
});
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponse>;

/** The built-in test card form of the `fake` provider (never available in production). */
export const FakeCardConfirmBody = z.object({
  payment_intent_id: paymentIntentId,
  card_number: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number is invalid')),
});
export type FakeCardConfirmBody = z.input<typeof FakeCardConfirmBody>;

export const FakeCardConfirmResponse = z.object({ status: z.literal('succeeded') });
