export interface RegistrationForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 8;

/** The first problem with a registration form, in the spec's order (core.md section 5), or null. */
export function validateRegistration(form: RegistrationForm): string | null {
  if (!form.name.trim()) return 'Name is required';
  if (!form.email.trim()) return 'Email is required';
  if (!form.password) return 'Password is required';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  return null;
}
