import { expect, test } from '@playwright/test';
import { newUser, registerThroughApi, signInWithToken } from './support';

test('a member renames themselves on /profile and their settings survive a reload', async ({
  page,
  request,
}) => {
  const member = await registerThroughApi(request, newUser('profile'));
  await signInWithToken(page, member.token, '/profile');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByText(`Member since ${new Date().getUTCFullYear()}`)).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Renamed Golfer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Renamed Golfer' })).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  const privateProfile = page.getByRole('switch', { name: 'Private profile' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/preferences') && response.ok(),
  );
  await privateProfile.click();
  await expect(privateProfile).toBeChecked();
  await saved;
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Private profile' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Renamed Golfer' })).toBeVisible();
});
