import { TextField } from '../../components/ui/Field';

/**
 * A new password and its confirmation (registration, reset, change): the same fields, hints
 * and autocomplete everywhere, so password managers offer to generate and save one.
 */
export function NewPasswordFields({
  label = 'Password',
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
}: {
  /** "Password" at registration, "New Password" when replacing one. */
  label?: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        name={label === 'Password' ? 'password' : 'newPassword'}
        autoComplete="new-password"
        hint="At least 8 characters"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
      <TextField
        label={`Confirm ${label}`}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => onConfirmPasswordChange(e.target.value)}
      />
    </>
  );
}
