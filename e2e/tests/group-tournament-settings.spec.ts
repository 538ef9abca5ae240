import { expect, test } from '@playwright/test';
import { auth, liveGroup, newUser, registerThroughApi, signInWithToken } from './support';

test('an admin closes entries, edits the fee, and entries stay closed for members', async ({
  browser,
  page,
  request,
}) => {
  const admin = await registerThroughApi(request, newUser('captain'));
  const member = await registerThroughApi(request, newUser('member'));
  const group = (await (
    await request.post('/api/pool-groups', {
      headers: auth(admin.token),
      data: { name: 'Closed Shop' },
    })
  ).json()) as { id: number; inviteCode: string };
  await request.post(`/api/pool-groups/join/${group.inviteCode}`, {
    headers: auth(member.token),
  });
  const season = (await (await request.get('/api/tournaments')).json()) as {
    id: number;
    name: string;
    status: string;
    startDate: string;
  }[];
  const upcoming = season
    .filter((t) => t.status === 'upcoming')
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: auth(admin.token),
    data: { tournament_id: upcoming.id, entry_fee: 10 },
  });
  expect(added.status()).toBe(201);

  // The admin disables entries, then changes only the entry fee in the Edit dialog.
  await signInWithToken(page, admin.token, `/groups/${group.id}/admin`);
  await page.getByRole('button', { name: `Disable Entries for ${upcoming.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable Entries' }).click();
  await expect(page.getByText('Entries Disabled', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${upcoming.name}` }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Entry fee ($)').fill('15');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('$15.00').first()).toBeVisible();
  await expect(page.getByText('Entries Disabled', { exact: true })).toBeVisible();

  // The member finds entries closed: no Open badge or countdown, and no picker.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInWithToken(memberPage, member.token, `/groups/${group.id}/tournaments`);
  const card = memberPage.getByRole('article', { name: upcoming.name });
  await expect(card.getByText('Entries Closed')).toBeVisible();
  await expect(card.getByText('Entries close in')).toHaveCount(0);
  await expect(card.getByRole('link', { name: /Make Picks/ })).toHaveCount(0);
  await memberPage.goto(`/groups/${group.id}/tournament/${upcoming.id}/entry`);
  await expect(memberPage.getByRole('heading', { name: 'Entries Closed' })).toBeVisible();
  await expect(memberPage.getByRole('group', { name: 'Tier 1' })).toHaveCount(0);
  await memberContext.close();
});

test("a fee changed after the first tee time is told in the group's chat and kept in its history", async ({
  browser,
  page,
  request,
}) => {
  const { captain, group, live } = await liveGroup(request);
  const member = await registerThroughApi(request, newUser('member'));
  await request.post(`/api/pool-groups/join/${group.inviteCode}`, {
    headers: auth(member.token),
  });

  // The member has the group page open, its chat live.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInWithToken(memberPage, member.token, `/groups/${group.id}`);
  const chat = memberPage.getByRole('region', { name: 'Group Chat' });
  await expect(chat.getByText('Live')).toBeVisible();

  // The captain raises the fee of the tournament in play; the dialog says it will be told.
  await signInWithToken(page, captain.token, `/groups/${group.id}/admin`);
  await page.getByRole('button', { name: `Edit ${live.name}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByText(/Play has started/)).toBeVisible();
  await edit.getByLabel('Entry fee ($)').fill('25');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const told = `${captain.name} changed the entry fee from $20.00 to $25.00`;
  await expect(
    page.getByRole('region', { name: 'Changes since the first tee time' }).getByText(told),
  ).toBeVisible();

  // The member hears of it at once in the chat, and finds it beside the standings.
  await expect(
    chat.getByRole('region', { name: 'Chat messages' }).getByText(told, { exact: true }),
  ).toBeVisible();
  await memberPage.goto(`/groups/${group.id}/tournament/${live.id}/standings`);
  await expect(
    memberPage.getByRole('region', { name: 'Changes since the first tee time' }).getByText(told),
  ).toBeVisible();
  await memberContext.close();
});
