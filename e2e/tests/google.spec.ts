import { expect, test, type Page } from '@playwright/test';
import { newUser } from './support';

/** The local OpenID provider's sign-in form (e2e/local-google.ts), standing in for Google's. */
async function signInAtGoogle(page: Page, person: { email: string; name: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in with Local Google' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs in with Google and lands on the page they first asked for', async ({
  page,
}) => {
  const person = newUser('google');
  await page.goto('/groups');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, person);

  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'My Pool Groups' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

  // The account exists now: its profile shows the name Google gave.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
});

test('cancelling at Google shows the Google failure message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Local Google' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/auth\/error\?message=oauth_failed$/);
  await expect(page.getByText('Google authentication failed. Please try again.')).toBeVisible();
});
