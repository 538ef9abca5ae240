import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newUser, registerThroughApi } from './support';

/** A group made by its owner through the API, with the invite code a visitor receives. */
async function groupWithInvite(request: APIRequestContext) {
  const owner = await registerThroughApi(request, newUser('owner'));
  const response = await request.post('/api/pool-groups', {
    data: { name: `Invite Pool ${Date.now().toString(36)}` },
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; name: string; inviteCode: string };
}

/** The group page after joining: the visitor is listed among its members. */
async function expectInGroup(page: Page, group: { id: number; name: string }, name: string) {
  await expect(page).toHaveURL(new RegExp(`/groups/${group.id}$`));
  await expect(page.getByRole('heading', { name: group.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' }).getByText(name)).toBeVisible();
}

/** The invite as a visitor sees it: the group's name and size, before any sign-in. */
async function openInvite(page: Page, path: string, group: { name: string }, members: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: `Join ${group.name}` })).toBeVisible();
  await expect(page.getByText(members)).toBeVisible();
}

test('a visitor opens an invite link, registers, and lands in the group', async ({
  page,
  request,
}) => {
  const group = await groupWithInvite(request);
  const visitor = newUser('visitor');
  await openInvite(page, `/groups/join/${group.inviteCode}`, group, '1 member');

  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page.getByText(`Create your account to join ${group.name}.`)).toBeVisible();
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByLabel('Confirm Password').fill(visitor.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();

  await expectInGroup(page, group, visitor.name);
});

test('a visitor with an account follows the short invite link and signs in with a password', async ({
  page,
  request,
}) => {
  const group = await groupWithInvite(request);
  const player = await registerThroughApi(request, newUser('player'));
  await openInvite(page, `/join/${group.inviteCode}`, group, '1 member');

  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await expect(page.getByRole('heading', { name: `Sign in to join ${group.name}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expectInGroup(page, group, player.name);
});

test('a visitor signs in with Google from an invite link and lands in the group', async ({
  page,
  request,
}) => {
  const group = await groupWithInvite(request);
  const person = newUser('google');
  await openInvite(page, `/groups/join/${group.inviteCode}`, group, '1 member');

  await page.getByRole('link', { name: 'Sign in to join' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The local OpenID provider's form (e2e/local-google.ts), standing in for Google's.
  await expect(page.getByRole('heading', { name: 'Sign in with Local Google' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectInGroup(page, group, person.name);
});
