import type { PaymentInfo, PaymentInfoBody } from '@fairway/contract';

export type PaymentFormValues = Record<keyof PaymentInfo, string>;

export const PAYMENT_FIELDS = [
  'venmoHandle',
  'cashappHandle',
  'zelleEmail',
  'zellePhone',
  'paypalEmail',
] as const satisfies readonly (keyof PaymentInfo)[];

/** The stored handles as form text (missing ones blank). */
export function formValues(info: PaymentInfo | null): PaymentFormValues {
  return {
    venmoHandle: info?.venmoHandle ?? '',
    cashappHandle: info?.cashappHandle ?? '',
    zelleEmail: info?.zelleEmail ?? '',
    zellePhone: info?.zellePhone ?? '',
    paypalEmail: info?.paypalEmail ?? '',
  };
}

/** The POST body: trimmed text, and null for a blank field (the API reads blanks as "not given"). */
export function paymentBody(values: PaymentFormValues): PaymentInfoBody {
  const body: PaymentInfoBody = {};
  for (const field of PAYMENT_FIELDS) body[field] = values[field].trim() || null;
  return body;
}
