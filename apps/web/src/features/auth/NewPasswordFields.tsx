import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/Field';

/**
 * A new password and its confirmation (registration, reset, change): the same fields, hints
 * and autocomplete everywhere, so password managers offer to generate and save one.
 */
export function NewPasswordFields({
  label = 'Password',
  password,
  confirmPassword,
}: {
  /** "Password" at registration, "New Password" when replacing one. */
  label?: string;
  /** The form's fields (react-hook-form's `register`). */
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        {...password}
      />
      <TextField
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
