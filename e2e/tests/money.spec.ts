import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, enterFirstPicks, newUser, registerThroughApi, signInWithToken } from './support';

/** A group grown past 10 members through the API: it now pays $19 per tournament. */
async function payingGroup(request: APIRequestContext) {
  const admin = await registerThroughApi(request, newUser('treasurer'));
  const created = await request.post('/api/pool-groups', {
    headers: auth(admin.token),
    data: { name: 'Eleven Club' },
  });
  const group = (await created.json()) as { id: number; inviteCode: string };
  const members = [];
  for (let i = 0; i < 10; i += 1) {
    const member = await registerThroughApi(request, newUser('member'));
    const joined = await request.post(`/api/pool-groups/join/${group.inviteCode}`, {
      headers: auth(member.token),
    });
    expect(joined.status()).toBe(200);
    members.push(member);
  }
  return { admin, group, members };
}

test('a paying group unlocks its tournament by card, and the admin records and reports entry fees', async ({
  page,
  request,
}) => {
  const { admin, group, members } = await payingGroup(request);
  const season = (await (await request.get('/api/tournaments')).json()) as {
    id: number;
    name: string;
    status: string;
    startDate: string;
    tiersAssigned: boolean;
  }[];
  const upcoming = season
    .filter((t) => t.status === 'upcoming' && t.tiersAssigned)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;

  // The admin adds the tournament with a $20 entry fee; the group of 11 must pay the platform fee.
  await signInWithToken(page, admin.token, `/groups/${group.id}/admin`);
  await page.getByRole('button', { name: 'Add Tournament' }).first().click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Tournament').selectOption(String(upcoming.id));
  await addDialog.getByLabel('Entry fee ($)').fill('20');
  await addDialog.getByRole('button', { name: 'Add Tournament' }).click();
  await expect(page.getByText('Payment Required').first()).toBeVisible();

  // A declined card fails; Try Again with the good test card activates the tournament.
  await page.getByRole('button', { name: `Pay for ${upcoming.name}` }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('One-time payment for this tournament')).toBeVisible();
  await modal.getByRole('button', { name: 'Continue' }).click();
  const payWith = async (card: string) => {
    await modal.getByLabel('Card number').fill(card);
    await modal.getByLabel('Expiry').fill('12/30');
    await modal.getByLabel('CVC').fill('123');
    await modal.getByRole('button', { name: 'Pay $19.00' }).click();
  };
  await payWith('4000 0000 0000 0002');
  await expect(modal.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(modal.getByText('Your card was declined.')).toBeVisible();
  await modal.getByRole('button', { name: 'Try Again' }).click();
  await payWith('4242 4242 4242 4242');
  await expect(modal.getByText('Payment successful! Tournament has been activated.')).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay for ${upcoming.name}` })).toBeHidden();

  // Two members enter; the admin marks one paid (the amount defaults to what is due).
  const [payer, debtor] = members;
  await enterFirstPicks(request, payer!.token, group.id, upcoming.id);
  await enterFirstPicks(request, debtor!.token, group.id, upcoming.id);
  await page.getByRole('link', { name: `Payments for ${upcoming.name}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`/groups/${group.id}/tournament/${upcoming.id}/payments$`),
  );
  await page.getByRole('button', { name: `Mark Paid for ${payer!.name}` }).click();
  const markDialog = page.getByRole('dialog');
  await expect(markDialog.getByLabel('Amount Paid ($)')).toHaveValue('20.00');
  await markDialog.getByLabel('Payment Method').selectOption('venmo');
  await markDialog.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(markDialog).toBeHidden();
  const payerRow = page.getByRole('row', { name: new RegExp(payer!.name) });
  // The Status column (a phone shows the status under the name instead).
  await expect(payerRow.getByRole('cell').getByText('Paid', { exact: true })).toBeVisible();
  const debtorRow = page.getByRole('row', { name: new RegExp(debtor!.name) });
  await expect(debtorRow.getByRole('cell').getByText('Unpaid', { exact: true })).toBeVisible();

  // The financial report shows half the fees collected.
  await page.goto(`/groups/${group.id}/admin`);
  await page
    .getByRole('link', { name: 'Financial Report' })
    .or(page.getByRole('button', { name: 'Financial Report' }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/groups/${group.id}/financial-report$`));
  await expect(page.getByText('50%', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Needs Attention').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Report' })).toBeVisible();
});

test('a member saves payment details from the sidebar and only the group admin sees them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await registerThroughApi(request, newUser('host'));
  const member = await registerThroughApi(request, newUser('golfer'));
  const created = await request.post('/api/pool-groups', {
    headers: auth(admin.token),
    data: { name: 'Handles Club' },
  });
  const group = (await created.json()) as { id: number; inviteCode: string };
  await request.post(`/api/pool-groups/join/${group.inviteCode}`, {
    headers: auth(member.token),
  });

  await signInWithToken(page, member.token, '/');
  await page.getByRole('button', { name: 'Payment Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/only group admins can see/i)).toBeVisible();
  await dialog.getByLabel('Venmo Handle').fill('golfer-no-at');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Venmo handle must start with @ (e.g. @username)')).toBeVisible();
  await dialog.getByLabel('Venmo Handle').fill('@golfer-pays');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payment information saved successfully!')).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInWithToken(adminPage, admin.token, `/groups/${group.id}/admin`);
  await expect(
    adminPage.getByRole('region', { name: 'Member payment info' }).getByText('@golfer-pays'),
  ).toBeVisible();
  await adminContext.close();
});
