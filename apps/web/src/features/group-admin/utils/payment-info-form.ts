import type { AdminPaymentInfo, PaymentInfo } from '@fairway/contract';

/** The admin payment info editor's texts, fixed copy kept word for word. */
export const PAYMENT_INFO_MESSAGES = {
  saved: 'Payment information saved successfully!',
  saveFailed: 'Failed to save payment information. Please try again.',
  deleted: 'Payment information deleted successfully!',
  deleteFailed: 'Failed to delete payment information. Please try again.',
  deleteConfirmation: 'Are you sure you want to delete all payment information?',
} as const;

type Handle = keyof PaymentInfo | 'otherPaymentInfo';
type DisplayFlag =
  'displayVenmo' | 'displayCashapp' | 'displayZelle' | 'displayPaypal' | 'displayOther';

/**
 * The editor's state: every text as typed, every display flag as ticked (AdminPaymentInfoBody
 * trims the texts and reads blanks as "not given").
 */
export type PaymentInfoForm = Record<Handle, string> & Record<DisplayFlag, boolean>;

export interface PaymentMethodInput {
  key: keyof PaymentInfo;
  label: string;
  placeholder: string;
  type: 'text' | 'email' | 'tel';
}

export interface PaymentMethodGroup {
  name: string;
  display: Exclude<DisplayFlag, 'displayOther'>;
  inputs: PaymentMethodInput[];
  hint?: string;
}

/** The four handle methods with their placeholders; Zelle has two inputs. */
export const PAYMENT_METHOD_GROUPS: PaymentMethodGroup[] = [
  {
    name: 'Venmo',
    display: 'displayVenmo',
    inputs: [{ key: 'venmoHandle', label: 'Venmo handle', placeholder: '@username', type: 'text' }],
  },
  {
    name: 'CashApp',
    display: 'displayCashapp',
    inputs: [
      { key: 'cashappHandle', label: 'CashApp handle', placeholder: '$username', type: 'text' },
    ],
  },
  {
    name: 'Zelle',
    display: 'displayZelle',
    inputs: [
      { key: 'zelleEmail', label: 'Zelle email', placeholder: 'email', type: 'email' },
      { key: 'zellePhone', label: 'Zelle phone', placeholder: 'phone', type: 'tel' },
    ],
    hint: 'Zelle: the email or phone your Zelle account uses (either is enough).',
  },
  {
    name: 'PayPal',
    display: 'displayPaypal',
    inputs: [{ key: 'paypalEmail', label: 'PayPal email', placeholder: 'email', type: 'email' }],
  },
];

/** The saved info as the editor shows it; nothing saved yet means blank fields, all shown to members. */
export function paymentInfoForm(info: AdminPaymentInfo | null): PaymentInfoForm {
  return {
    venmoHandle: info?.venmoHandle ?? '',
    cashappHandle: info?.cashappHandle ?? '',
    zelleEmail: info?.zelleEmail ?? '',
    zellePhone: info?.zellePhone ?? '',
    paypalEmail: info?.paypalEmail ?? '',
    otherPaymentInfo: info?.otherPaymentInfo ?? '',
    displayVenmo: info?.displayVenmo ?? true,
    displayCashapp: info?.displayCashapp ?? true,
    displayZelle: info?.displayZelle ?? true,
    displayPaypal: info?.displayPaypal ?? true,
    displayOther: info?.displayOther ?? true,
  };
}

/** A member's handles as "Method: handle" lines, in the spec's order (empty when none). */
export function memberHandles(info: PaymentInfo | null): { method: string; value: string }[] {
  if (!info) return [];
  const rows = [
    { method: 'Venmo', value: info.venmoHandle },
    { method: 'CashApp', value: info.cashappHandle },
    { method: 'Zelle', value: info.zelleEmail },
    { method: 'Zelle', value: info.zellePhone },
    { method: 'PayPal', value: info.paypalEmail },
  ];
  return rows.filter((row): row is { method: string; value: string } => Boolean(row.value));
}
