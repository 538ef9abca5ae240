import { z } from 'zod';

/**
 * Registration rules, checked in the spec's order (core.md section 5). The password
 * confirmation is a client-side field only; the server never sees it.
 */
export const RegisterBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Email address is invalid')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password must be at most 256 characters'),
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
  .object({ id: z.number().int(), name: z.string(), email: z.string(), created_at: z.string() })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** What a login token carries (decisions.md): the user id and an expiry in seconds. */
export const TokenClaims = z.object({ user_id: z.number().int().positive(), exp: z.number() });
export type TokenClaims = z.infer<typeof TokenClaims>;
