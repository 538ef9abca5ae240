import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCAL_MAIL, PASSKEY_ORIGIN } from '../playwright.config';
import { newUser } from './support';

// Mailed links point at the app's own address (http://localhost:PORT without PUBLIC_URL).
test.use({ baseURL: PASSKEY_ORIGIN });

interface Mail {
  subject: string;
  text: string;
}

/** The link in the newest mail to `to` with this subject, once it has arrived. */
async function linkFromMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  path: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`${LOCAL_MAIL}/received?to=${encodeURIComponent(to)}`)
        ).json()) as Mail[];
        const mail = mails.filter((m) => m.subject === subject).at(-1);
        link = mail?.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
        return link;
      },
      { message: `a "${subject}" mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test('a player signs up, proves the email, resets and changes the password, signs out everywhere and deletes the account', async ({
  page,
  browser,
  request,
}) => {
  const user = newUser('careful');

  // Sign up: straight in, with a quiet reminder to confirm the email.
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('Please confirm your email')).toBeVisible();
  await page.keyboard.press('Escape');

  // Verify: the mailed link confirms it, and the reminder goes.
  await page.goto(
    await linkFromMail(request, user.email, 'Confirm your email for Fairway', '/verify-email'),
  );
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your email is verified')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm email' })).toHaveCount(0);

  // Forgot: signed out, "Forgot password?" mails a reset link.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  // Reset: the link sets a new password and signs in.
  const resetPassword = 'reset-password-1';
  await page.goto(
    await linkFromMail(request, user.email, 'Reset your Fairway password', '/reset-password'),
  );
  await page.getByLabel('New Password', { exact: true }).fill(resetPassword);
  await page.getByLabel('Confirm New Password').fill(resetPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your password is reset and you are signed in/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Change: from the Security tab, with the current password.
  const changedPassword = 'changed-password-2';
  await page.goto('/profile?tab=security');
  await page.getByLabel('Current Password').fill(resetPassword);
  await page.getByLabel('New Password', { exact: true }).fill(changedPassword);
  await page.getByLabel('Confirm New Password').fill(changedPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/Your password was changed/)).toBeVisible();

  // Sign out everywhere: a second device signed in with the new password loses its session.
  const phone = await browser.newContext({ baseURL: PASSKEY_ORIGIN });
  const phonePage = await phone.newPage();
  await signIn(phonePage, user.email, changedPassword);
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You were signed out on every device.')).toBeVisible();
  await phonePage.goto('/profile');
  await expect(phonePage).toHaveURL(/\/login$/);
  await expect(phonePage.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await phone.close();

  // Delete: with the password; afterwards nothing signs in.
  await signIn(page, user.email, changedPassword);
  await page.goto('/profile?tab=security');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(changedPassword);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(changedPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
