import { z } from 'zod';
import { nameField } from './common';

/** The rules of a new password (registration, reset, change), its messages naming `label`. */
function newPassword(label: string) {
  return z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(8, `${label} must be at least 8 characters`)
    .max(256, `${label} must be at most 256 characters`);
}

/**
 * Registration rules, checked in the spec's order (docs/rules.md, "Accounts and sign-in"). The password
 * confirmation is a client-side field only; the server never sees it.
 */
export const RegisterBody = z.object({
  name: nameField('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Email address is invalid')),
  password: newPassword('Password'),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z
    .string({ error: 'Email and password are required' })
    .trim()
    .min(1, 'Email and password are required')
    .max(254, 'Invalid email or password'),
  password: z
    .string({ error: 'Email and password are required' })
    .min(1, 'Email and password are required')
    .max(256, 'Invalid email or password'),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const User = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    created_at: z.string(),
    /** The owner proved the email (a link we mailed, or Google). */
    emailVerified: z.boolean(),
    /** The account has a password (else it signs in with Google or a passkey). */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** A token from a mailed link (verification, password reset). */
const LinkToken = z
  .string({ error: 'The link is incomplete: its token is missing' })
  .trim()
  .min(1, 'The link is incomplete: its token is missing')
  .max(200, 'This link is invalid or has expired. Please ask for a new one.');

/** POST /api/auth/verify-email */
export const VerifyEmailBody = z.object({ token: LinkToken });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** POST /api/auth/forgot-password */
export const ForgotPasswordBody = z.object({ email: RegisterBody.shape.email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /api/auth/reset-password: the new password follows the registration rules. */
export const ResetPasswordBody = z.object({
  token: LinkToken,
  password: RegisterBody.shape.password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /api/auth/change-password */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Current password is incorrect'),
  newPassword: newPassword('New password'),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** DELETE /api/user/account: the password, for accounts that have one. */
export const DeleteAccountBody = z.object({
  password: z.string().max(256, 'Password is incorrect').optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const ACCOUNT_LINK_INVALID =
  'This link is invalid or has expired. Please ask for a new one.';
export const EMAIL_ALREADY_VERIFIED = 'Your email is already verified';
export const EMAIL_VERIFIED = 'Your email is verified';
export const VERIFICATION_EMAIL_SENT = 'We sent you a new verification email';
/** Answered to every forgot-password request, whether or not the email has an account. */
export const PASSWORD_RESET_EMAIL_SENT =
  'If an account uses this email, we sent it a link to reset the password. It works for 1 hour.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_INCORRECT = 'Password is incorrect';
/** What needs mail says when the server sends none (MAIL=off), naming the support address. */
export const mailOffMessage = (supportEmail: string) =>
  `Email is turned off on this server. Please contact ${supportEmail}.`;
export const RECENT_SIGN_IN_REQUIRED =
  'Please sign in again (within the last 10 minutes) to delete your account';
export const DELETED_PLAYER_NAME = 'Deleted player';

/**
 * What a login token carries: the user id, when it was issued and when it expires (seconds),
 * and the account's session epoch when it was issued (`sv`): a token of an older epoch has
 * been signed out (tokens from before epochs existed count as epoch 0).
 */
export const TokenClaims = z.object({
  user_id: z.number().int().positive(),
  exp: z.number(),
  iat: z.number().optional(),
  sv: z.number().int().nonnegative().optional(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;
