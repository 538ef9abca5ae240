/** Money rules shared by the server and the browser (docs/rules.md, "Money"); amounts in cents. */

import type { MemberPaymentState } from './constants';

/**
 * Paid once everything due is covered (a member who owes nothing but paid ahead counts as paid);
 * Partial when something but not all was paid; Unpaid when something is due and nothing paid;
 * "No entry" when nothing is due and nothing paid.
 */
export function memberPaymentState(dueCents: number, paidCents: number): MemberPaymentState {
  if (paidCents > 0 && paidCents >= dueCents) return 'paid';
  if (paidCents > 0) return 'partial';
  return dueCents > 0 ? 'unpaid' : 'no_entry';
}

export const MEMBER_PAYMENT_LABELS: Record<MemberPaymentState, string> = {
  paid: 'Paid',
  partial: 'Partial',
  unpaid: 'Unpaid',
  no_entry: 'No entry',
};

/** collected / expected x 100, rounded to one decimal; 0 when nothing is expected. */
export function collectionRate(collectedCents: number, expectedCents: number): number {
  if (expectedCents <= 0) return 0;
  return Math.round((collectedCents / expectedCents) * 1000) / 10;
}

export type FinancialHealth = 'Excellent' | 'Good' | 'Needs Attention';

/** By collection rate: 90 or more Excellent, 70 or more Good, below that Needs Attention. */
export const financialHealth = (rate: number): FinancialHealth =>
  rate >= 90 ? 'Excellent' : rate >= 70 ? 'Good' : 'Needs Attention';

/** A platform-fee transaction: completed shows Paid, anything else Pending. */
export const transactionStatusLabel = (status: string) =>
  status === 'completed' ? 'Paid' : 'Pending';

/** Cents as the API's dollars (two decimals at most). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

export const STANDINGS_LOCKED_MESSAGE =
  "This tournament's standings are locked until a group admin pays the platform fee.";

/**
 * The access rule (docs/rules.md "The platform fee"): a tournament whose platform fee is owed
 * keeps its standings locked once it has started; before the start, or once paid, they are open.
 */
export const standingsLocked = (feeOwed: boolean, started: boolean) => feeOwed && started;
