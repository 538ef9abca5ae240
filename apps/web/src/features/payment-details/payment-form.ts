import type { PaymentInfo } from '@fairway/contract';

/** The form's text for each handle (the contract trims them and reads blanks as "not given"). */
export type PaymentFormValues = Record<keyof PaymentInfo, string>;

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
