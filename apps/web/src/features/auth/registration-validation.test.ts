import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordForm, RegistrationForm } from './registration-validation';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

/** The first problem, as the form shows it (the errors come in the schema's order). */
const firstProblem = (schema: z.ZodType, form: unknown) =>
  schema.safeParse(form).error?.issues[0]?.message ?? null;

describe('RegistrationForm', () => {
  it('accepts a complete form', () => {
    expect(firstProblem(RegistrationForm, valid)).toBeNull();
  });

  it('checks in the spec order: name, email, password, length, confirmation', () => {
    expect(
      firstProblem(RegistrationForm, { name: ' ', email: '', password: '', confirmPassword: 'x' }),
    ).toBe('Name is required');
    expect(firstProblem(RegistrationForm, { ...valid, email: '  ', password: '' })).toBe(
      'Email is required',
    );
    expect(
      firstProblem(RegistrationForm, { ...valid, password: '', confirmPassword: 'other' }),
    ).toBe('Password is required');
    expect(
      firstProblem(RegistrationForm, { ...valid, password: 'short', confirmPassword: 'other' }),
    ).toBe('Password must be at least 8 characters');
    expect(firstProblem(RegistrationForm, { ...valid, confirmPassword: 'long-enougH' })).toBe(
      'Passwords do not match',
    );
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(
      firstProblem(RegistrationForm, {
        ...valid,
        password: '12345678',
        confirmPassword: '12345678',
      }),
    ).toBeNull();
  });

  it("holds the contract's other rules too, with its words", () => {
    expect(firstProblem(RegistrationForm, { ...valid, email: 'not-an-email' })).toBe(
      'Email address is invalid',
    );
    expect(firstProblem(RegistrationForm, { ...valid, name: 'x'.repeat(101) })).toBe(
      'Name must be at most 100 characters',
    );
  });
});

describe('ChangePasswordForm', () => {
  const change = { currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'x' };

  it('asks for the current password first, then the new one by the registration rules', () => {
    expect(firstProblem(ChangePasswordForm, { ...change, currentPassword: '' })).toBe(
      'Current password is required',
    );
    expect(firstProblem(ChangePasswordForm, { ...change, newPassword: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstProblem(ChangePasswordForm, change)).toBe('Passwords do not match');
  });
});
