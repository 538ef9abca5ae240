import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

/** A new user's details, unique within and across runs. */
export function newUser(prefix = 'player') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${id}`,
    email: `${prefix}-${id}@example.com`,
    password: 'fairway-pass-123',
  };
}

/** Creates a user through the API (tests make their own users) and returns the token. */
export async function registerThroughApi(request: APIRequestContext, user = newUser()) {
  const response = await request.post('/api/auth/register', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { ...user, token };
}

/** Signs a page in by storing the token the way the app does, then opening a path. */
export async function signInWithToken(page: Page, token: string, path = '/') {
  await page.goto('/terms');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(path);
}
