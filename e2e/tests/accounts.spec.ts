import { expect, test } from '@playwright/test';
import { newUser } from './support';

test('a newcomer registers, lands on the signed-in home, signs out and signs in again', async ({
  page,
}) => {
  const user = newUser('newcomer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  // The spec's validation order shows the first problem only.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Set Up Passkey' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);
  const firstName = user.name.split(' ')[0]!;
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

  // Sign out from the sidebar asks first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page.getByText('Are you sure you want to sign out?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // And back in with email and password.
  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
});

test('login-required pages send visitors to /login, and unknown paths land on /', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
});

test('the auth error page shows the message for its code', async ({ page }) => {
  const messages = {
    oauth_failed: 'Google authentication failed. Please try again.',
    token_expired: 'Your session has expired. Please log in again.',
    callback_error: 'There was an error during authentication. Please try again.',
    processing_error: 'There was an error processing your login. Please try again.',
    something_else: 'An authentication error occurred. Please try again.',
  };
  for (const [code, text] of Object.entries(messages)) {
    await page.goto(`/auth/error?message=${code}`);
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText('If this problem persists, please contact support.')).toBeVisible();
  }
});
