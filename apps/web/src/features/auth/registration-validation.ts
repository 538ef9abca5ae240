import { ChangePasswordBody, RegisterBody } from '@fairway/contract';
import { z } from 'zod';

/**
 * The forms that choose a password, checked by the contract's own schemas (docs/rules.md,
 * "Accounts and sign-in": name, email, password present, at least 8 characters). The
 * confirmation is the browser's alone: the server never sees it, so it is added here, and
 * checked last.
 */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const withConfirmation = <Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  password: keyof Shape & string,
) =>
  schema
    .extend({ confirmPassword: z.string() })
    .refine((form: Record<string, unknown>) => form[password] === form.confirmPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['confirmPassword'],
    });

/** Create Account. */
export const RegistrationForm = withConfirmation(RegisterBody, 'password');

/** A new password with its confirmation (the reset link's page): the registration rules. */
export const NewPasswordForm = withConfirmation(RegisterBody.pick({ password: true }), 'password');

/**
 * The Security tab's change: the contract's current-password rule, and the new one held to the
 * registration rules, whose messages ("Password must be at least 8 characters") the form has
 * always shown; the API's own say "New password ...".
 */
export const ChangePasswordForm = withConfirmation(
  ChangePasswordBody.extend({ newPassword: RegisterBody.shape.password }),
  'newPassword',
);
