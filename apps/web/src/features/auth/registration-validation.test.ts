import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration-validation';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it('checks in the spec order: name, email, password, length, confirmation', () => {
    expect(validateRegistration({ name: ' ', email: '', password: '', confirmPassword: 'x' })).toBe(
      'Name is required',
    );
    expect(validateRegistration({ ...valid, email: '  ', password: '' })).toBe('Email is required');
    expect(validateRegistration({ ...valid, password: '', confirmPassword: 'other' })).toBe(
      'Password is required',
    );
    expect(validateRegistration({ ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateRegistration({ ...valid, confirmPassword: 'long-enougH' })).toBe(
      'Passwords do not match',
    );
  });

  it('accepts a password of exactly 8 characters', () => {
    expect(
      validateRegistration({ ...valid, password: '12345678', confirmPassword: '12345678' }),
    ).toBeNull();
  });
});
