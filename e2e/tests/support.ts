import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';

let counter = 0;
let addressCounter = 0;

/** An address from the benchmarking range 198.18.0.0/15, distinct per call within a worker. */
function nextPlayerAddress(): string {
  addressCounter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `198.${18 + (worker % 2)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

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

/**
 * Creates a user through the API (tests make their own users) and returns the token. Each user
 * arrives from their own address (the server trusts X-Forwarded-For), as real players do, so the
 * suite stays under the per-address registration limit however many users it creates.
 */
export async function registerThroughApi(request: APIRequestContext, user = newUser()) {
  const response = await request.post('/api/auth/register', {
    data: { name: user.name, email: user.email, password: user.password },
    headers: { 'x-forwarded-for': nextPlayerAddress() },
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

/** The platform administrator's (user 1) token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
