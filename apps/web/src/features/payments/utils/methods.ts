import type { PaymentMethod } from '@fairway/contract';
import { PAYMENT_METHODS } from '@fairway/contract/constants';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  venmo: 'Venmo',
  zelle: 'Zelle',
  cash: 'Cash',
  check: 'Check',
  paypal: 'PayPal',
  other: 'Other',
};

/** The six methods, in order, for a select (docs/rules.md, "Entry fees and member payments"). */
export const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));
