import { z } from 'zod';
import { GroupRole } from './groups';

/** A blank input means "not given"; everything else is checked. */
const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .string({ error: 'Payment details must be text' })
    .trim()
    .max(120, 'Payment details must be at most 120 characters')
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());

const venmoHandle = optionalText(
  z.string().regex(/^@[A-Za-z0-9_-]{1,30}$/, 'Venmo handle must start with @ (e.g. @username)'),
);
const cashappHandle = optionalText(
  z.string().regex(/^\$[A-Za-z0-9_-]{1,20}$/, 'CashApp handle must start with $ (e.g. $username)'),
);
const email = (label: string) =>
  optionalText(z.email(`${label} must be a valid email address`).max(120));
const phone = optionalText(
  z
    .string()
    .regex(/^\+?[\d\s().-]+$/, 'Zelle phone must be a valid phone number')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, 'Zelle phone must be a valid phone number'),
);

const paymentFields = {
  venmoHandle,
  cashappHandle,
  zelleEmail: email('Zelle email'),
  zellePhone: phone,
  paypalEmail: email('PayPal email'),
};

/** The five handles a member stores (docs/rules.md, "Payment handles"). */
export const PaymentInfo = z.object({
  venmoHandle: z.string().nullable(),
  cashappHandle: z.string().nullable(),
  zelleEmail: z.string().nullable(),
  zellePhone: z.string().nullable(),
  paypalEmail: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

export const PaymentInfoBody = z
  .object(paymentFields)
  .refine(
    (info) => Object.values(info).some((value) => value !== null),
    'Enter at least one payment method',
  );
export type PaymentInfoBody = z.input<typeof PaymentInfoBody>;
export type PaymentInfoValues = z.output<typeof PaymentInfoBody>;

export const PaymentInfoResponse = z.object({
  hasPaymentInfo: z.boolean(),
  paymentInfo: PaymentInfo.nullable(),
});
export type PaymentInfoResponse = z.infer<typeof PaymentInfoResponse>;

const displayFlag = z.boolean({ error: 'Display flags must be true or false' }).default(true);

/** A group admin's handles, where members send entry fees, and which of them members see. */
export const AdminPaymentInfo = PaymentInfo.extend({
  otherPaymentInfo: z.string().nullable(),
  displayVenmo: z.boolean(),
  displayCashapp: z.boolean(),
  displayZelle: z.boolean(),
  displayPaypal: z.boolean(),
  displayOther: z.boolean(),
});
export type AdminPaymentInfo = z.infer<typeof AdminPaymentInfo>;

export const AdminPaymentInfoBody = z
  .object({
    ...paymentFields,
    otherPaymentInfo: z
      .string({ error: 'Other payment info must be text' })
      .trim()
      .max(500, 'Other payment info must be at most 500 characters')
      .nullish()
      .transform((value) => (value ? value : null)),
    displayVenmo: displayFlag,
    displayCashapp: displayFlag,
    displayZelle: displayFlag,
    displayPaypal: displayFlag,
    displayOther: displayFlag,
  })
  .refine(
    (info) =>
      [
        info.venmoHandle,
        info.cashappHandle,
        info.zelleEmail,
        info.zellePhone,
        info.paypalEmail,
        info.otherPaymentInfo,
      ].some((value) => value !== null),
    'Enter at least one payment method',
  );
export type AdminPaymentInfoBody = z.input<typeof AdminPaymentInfoBody>;
export type AdminPaymentInfoValues = z.output<typeof AdminPaymentInfoBody>;

/**
 * Admins read everything they saved; members read only the handles the admin chose to display
 * (hidden ones come back null) and `canEdit` false.
 */
export const AdminPaymentInfoResponse = z.object({
  hasPaymentInfo: z.boolean(),
  paymentInfo: AdminPaymentInfo.nullable(),
  canEdit: z.boolean(),
});
export type AdminPaymentInfoResponse = z.infer<typeof AdminPaymentInfoResponse>;

export const MemberPaymentInfo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  role: GroupRole,
  paymentInfo: PaymentInfo.nullable(),
});
export type MemberPaymentInfo = z.infer<typeof MemberPaymentInfo>;

export const MembersPaymentInfoResponse = z.object({ members: z.array(MemberPaymentInfo) });
export type MembersPaymentInfoResponse = z.infer<typeof MembersPaymentInfoResponse>;
