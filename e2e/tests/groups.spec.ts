import { expect, test } from '@playwright/test';
import { newUser, registerThroughApi, signInWithToken } from './support';

test('two people form a group through an invite link, chat live, and a removal sticks until the admin allows the member back', async ({
  browser,
  request,
  baseURL,
}) => {
  const alice = await registerThroughApi(request, newUser('alice'));
  const bob = await registerThroughApi(request, newUser('bob'));
  const aliceContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    baseURL,
  });
  const bobContext = await browser.newContext({ baseURL });
  const alicePage = await aliceContext.newPage();
  const bobPage = await bobContext.newPage();

  // Alice creates a private group from /groups.
  await signInWithToken(alicePage, alice.token, '/groups');
  await expect(alicePage.getByRole('heading', { name: 'My Pool Groups' })).toBeVisible();
  await alicePage.getByRole('button', { name: 'Create Group' }).first().click();
  const dialog = alicePage.getByRole('dialog');
  await dialog.getByLabel('Group name').fill('Tuesday Twilight League');
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(alicePage).toHaveURL(/\/groups\/\d+$/);
  await expect(alicePage.getByRole('heading', { name: 'Tuesday Twilight League' })).toBeVisible();

  // She copies the invite link; Bob opens it and lands in the group.
  await alicePage.getByRole('button', { name: 'Copy Link' }).click();
  await expect(alicePage.getByText('Copied!')).toBeVisible();
  const inviteLink = await alicePage.evaluate(() => navigator.clipboard.readText());
  expect(inviteLink).toMatch(/\/groups\/join\/[A-Z2-9]{8}$/);
  await signInWithToken(bobPage, bob.token, new URL(inviteLink).pathname);
  await expect(bobPage).toHaveURL(alicePage.url());
  await expect(bobPage.getByRole('heading', { name: 'Tuesday Twilight League' })).toBeVisible();

  // They chat; each sees the other's message without reloading.
  await alicePage.reload();
  const aliceChat = alicePage.getByRole('region', { name: 'Group Chat' });
  const bobChat = bobPage.getByRole('region', { name: 'Group Chat' });
  await expect(aliceChat.getByText('Live')).toBeVisible();
  await expect(bobChat.getByText('Live')).toBeVisible();
  await bobChat.getByLabel('Message', { exact: true }).fill('Thanks for the invite!');
  await bobChat.getByRole('button', { name: 'Send' }).click();
  await expect(
    aliceChat
      .getByRole('region', { name: 'Chat messages' })
      .getByText('Thanks for the invite!', { exact: true }),
  ).toBeVisible();
  await aliceChat.getByRole('button', { name: 'Add emoji' }).click();
  await aliceChat.getByRole('button', { name: /golf flag/i }).click();
  await aliceChat.getByLabel('Message', { exact: true }).fill('Welcome, first tee at 8');
  await aliceChat.getByRole('button', { name: 'Send' }).click();
  await expect(
    bobChat
      .getByRole('region', { name: 'Chat messages' })
      .getByText('Welcome, first tee at 8')
      .first(),
  ).toBeVisible();
  await expect(aliceChat.getByLabel('Message', { exact: true })).toHaveValue('');

  // Beside the chat, the Season tab: a new group has no completed tournament yet.
  await alicePage.getByRole('tab', { name: 'Season' }).click();
  const seasonList = alicePage.getByRole('region', { name: 'Season money list' });
  await expect(seasonList.getByText(/^No completed tournaments in \d{4} yet\.$/)).toBeVisible();
  await alicePage.getByRole('tab', { name: 'Group Chat' }).click();
  await expect(aliceChat).toBeVisible();

  // Alice removes Bob after confirming.
  await alicePage.getByRole('button', { name: `Remove ${bob.name}` }).click();
  await expect(alicePage.getByText('Are you sure you want to remove this member?')).toBeVisible();
  await alicePage
    .getByRole('dialog')
    .getByRole('button', { name: /remove/i })
    .click();
  await expect(alicePage.getByRole('button', { name: `Remove ${bob.name}` })).toBeHidden();
  const removed = alicePage.getByRole('region', { name: 'Removed members' });
  await expect(removed.getByRole('button', { name: `Allow back ${bob.name}` })).toBeVisible();

  // The removal sticks: Bob's invite link no longer lets him in.
  const oldJoinPath = new URL(inviteLink).pathname;
  const removedMessage = /You were removed from this group/;
  await bobPage.goto(oldJoinPath);
  await expect(bobPage.getByRole('heading', { name: 'Failed to Join Group' })).toBeVisible();
  await expect(bobPage.getByText(removedMessage)).toBeVisible();

  // Alice issues a new invite code: the page shows it at once, and the old link stops working.
  const oldCode = oldJoinPath.split('/').at(-1)!;
  await alicePage.getByRole('button', { name: 'New invite code' }).click();
  const confirm = alicePage.getByRole('dialog', { name: 'Issue a new invite code?' });
  await expect(confirm.getByText(/every invite link made with it stop working/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Issue new code' }).click();
  const toastText = alicePage.getByText(/^The new invite code is [A-Z2-9]{8}$/);
  await expect(toastText).toBeVisible();
  const newCode = (await toastText.textContent())!.slice(-8);
  expect(newCode).not.toBe(oldCode);
  await expect(alicePage.getByText(oldCode, { exact: true })).toBeHidden();
  await expect(alicePage.getByText(newCode, { exact: true })).toBeVisible();
  await alicePage.getByRole('button', { name: 'Copy Link' }).click();
  await expect(alicePage.getByText('Copied!')).toBeVisible();
  const newLink = await alicePage.evaluate(() => navigator.clipboard.readText());
  expect(newLink).toMatch(new RegExp(`/groups/join/${newCode}$`));
  await bobPage.goto(oldJoinPath);
  await expect(bobPage.getByRole('heading', { name: 'Failed to Join Group' })).toBeVisible();
  await expect(bobPage.getByText('Invalid invite code')).toBeVisible();
  // The new code does not let Bob in either, until Alice allows him back.
  await bobPage.goto(new URL(newLink).pathname);
  await expect(bobPage.getByText(removedMessage)).toBeVisible();

  await removed.getByRole('button', { name: `Allow back ${bob.name}` }).click();
  await expect(
    alicePage.getByText(`${bob.name} may join again with the invite code`),
  ).toBeVisible();
  await expect(removed.getByRole('button', { name: `Allow back ${bob.name}` })).toBeHidden();
  await bobPage.goto(new URL(newLink).pathname);
  await expect(bobPage).toHaveURL(alicePage.url());
  await expect(bobPage.getByRole('heading', { name: 'Tuesday Twilight League' })).toBeVisible();
  await expect(
    alicePage
      .getByRole('region', { name: 'Members', exact: true })
      .getByText(bob.name, { exact: true }),
  ).toBeVisible();

  // Her dashboard lists the group.
  await alicePage.goto('/');
  await expect(
    alicePage.getByRole('link', { name: /Tuesday Twilight League/ }).first(),
  ).toBeVisible();

  await aliceContext.close();
  await bobContext.close();
});

test('a visitor browses the demo through its three tabs', async ({ page }) => {
  await page.goto('/demo');
  await expect(page.getByText('Interactive Demo')).toBeVisible();
  await expect(page.getByText('Experience the real golf pool features')).toBeVisible();
  await expect(page.getByText('DEMO', { exact: true })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Group Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/Group Members \(8\)/)).toBeVisible();

  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await expect(page.getByText('Available Tournaments')).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'View Standings' })
      .or(page.getByRole('button', { name: 'View Standings' }))
      .first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Group Chat' }).click();
  const input = page.getByPlaceholder('Chat is view-only in demo mode...');
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(
    page.getByText('Picks are open for the week, get them in before Thursday!'),
  ).toBeVisible();

  await expect(page.getByText('Ready to Create Your Own Golf Pool?')).toBeVisible();
  await page.getByRole('link', { name: 'Start Playing Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
