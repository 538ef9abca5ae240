export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 8;

/** The first problem with a registration form, in the spec's order, or null. */
export function validateRegistration(form: RegistrationForm): string | null {
  if (!form.name.trim()) return 'Name is required';
  if (!form.email.trim()) return 'Email is required';
  return validateNewPassword(form.password, form.confirmPassword);
}

/** A new password and its confirmation (registration, reset): the first problem, or null. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (!password) return 'Password is required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters';
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}
