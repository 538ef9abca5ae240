import { expect, test, type Page } from '@playwright/test';
import { ADMIN, PASSKEY_ORIGIN } from '../playwright.config';
import { newUser } from './support';

test.use({ baseURL: PASSKEY_ORIGIN });

/** Chromium's DevTools virtual authenticator: a platform passkey store that always says yes. */
async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentialCount = async () =>
    (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
  return { credentialCount };
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

async function signInWithPasskey(page: Page, email = '') {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Passkey' }).click();
  await page.getByLabel('Email (optional)').fill(email);
  await page.getByRole('button', { name: 'Sign in with Passkey' }).click();
}

test('a newcomer sets up a passkey, signs in with it, and removes it from the Security tab', async ({
  page,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const user = newUser('passkey');
  const welcome = page.getByRole('heading', {
    name: `Welcome, ${user.name.split(' ')[0]!}`,
  });

  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Set Up Passkey' }).click();
  await expect(welcome).toBeVisible();
  expect(await authenticator.credentialCount()).toBe(1);

  // Signed out, the device's passkey signs back in without an email (a discoverable credential).
  await signOut(page);
  await signInWithPasskey(page);
  await expect(welcome).toBeVisible();
  // With an email the server lists no passkeys either (the device offers its own), and accepts
  // only that account's: not for another account's email, yes for the user's own.
  await signOut(page);
  await signInWithPasskey(page, ADMIN.email);
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await signInWithPasskey(page, user.email);
  await expect(welcome).toBeVisible();

  // The Security tab lists it as used; registering again on the same device is refused.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('Chrome on Linux');
  await expect(passkeys).toContainText('last used');
  await page.getByRole('button', { name: 'Register New Passkey' }).click();
  await expect(
    page.getByText('This device already holds a passkey for your account.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
  await expect(page.getByText('Are you sure you want to remove this passkey?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  // The device still holds the key, but the server no longer accepts it.
  await signOut(page);
  await signInWithPasskey(page, user.email);
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await signInWithPasskey(page);
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
});
