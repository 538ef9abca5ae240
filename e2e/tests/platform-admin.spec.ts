import { expect, test } from '@playwright/test';
import { adminToken, newUser, registerThroughApi, signInWithToken } from './support';

interface SeasonTournament {
  id: number;
  name: string;
  status: string;
  startDate: string;
  tiersAssigned: boolean;
}

test('the platform admin auto-assigns tiers, moves a golfer and saves; a member picks from the new tiers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const season = (await (await request.get('/api/tournaments')).json()) as SeasonTournament[];
  // The simulated season leaves its farthest upcoming tournament for the administrator.
  const target = season.find((t) => t.status === 'upcoming' && !t.tiersAssigned)!;
  expect(target).toBeTruthy();

  await signInWithToken(page, await adminToken(request), '/admin');
  await expect(page.getByRole('heading', { name: 'Tournament Management' })).toBeVisible();
  await expect(page.getByText(target.name).first()).toBeVisible();
  await page.getByRole('link', { name: `Manage Tiers: ${target.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tournament/${target.id}/tiers$`));

  await page.getByRole('button', { name: 'Auto-Assign' }).click();
  // A full field fills tiers 1 to 3: make room in tier 2 first (its add list is disabled when full).
  const tierTwo = page.getByRole('region', { name: 'Tier 2' });
  await tierTwo
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await expect(page.getByLabel('Add golfer to Tier 2')).toBeEnabled();
  const tierOne = page.getByRole('region', { name: 'Tier 1' });
  const firstInTierOne = tierOne.getByRole('button', { name: /^Remove / }).first();
  const moved = ((await firstInTierOne.getAttribute('aria-label')) ?? '').replace(/^Remove /, '');
  expect(moved).not.toBe('');
  await firstInTierOne.click();
  await page.getByLabel('Add golfer to Tier 2').selectOption({ label: moved });
  await expect(
    page.getByRole('region', { name: 'Tier 2' }).getByRole('button', { name: `Remove ${moved}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save Tiers' }).click();
  await expect(page.getByText('Tiers updated successfully')).toBeVisible();

  // A member's group plays the tournament: the entry form shows the saved tiers.
  const member = await registerThroughApi(request, newUser('tiers'));
  const created = await request.post('/api/pool-groups', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { name: 'Tier Testers' },
  });
  const group = (await created.json()) as { id: number };
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: { authorization: `Bearer ${member.token}` },
    data: { tournament_id: target.id },
  });
  expect(added.status()).toBe(201);

  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await signInWithToken(
    memberPage,
    member.token,
    `/groups/${group.id}/tournament/${target.id}/entry`,
  );
  await expect(
    memberPage
      .getByRole('group', { name: 'Tier 2' })
      .getByRole('button', { name: new RegExp(moved) }),
  ).toBeVisible();
  await expect(
    memberPage
      .getByRole('group', { name: 'Tier 1' })
      .getByRole('button', { name: new RegExp(moved) }),
  ).toHaveCount(0);
  await memberContext.close();
});

test('the platform admin uploads a historical CSV and the tournament appears in history', async ({
  page,
  request,
}) => {
  const tournamentName = `Legacy Classic ${Date.now().toString(36)}`;
  const csv = [
    'tournament_name,tournament_date,user_email,user_name,tier1_golfer,tier2_golfer,tier3_golfer,tier4_golfer1,tier4_golfer2,tiebreaker_score',
    `${tournamentName},2019-06-13,admin@fairway.test,Admin,Gary Player,Arnold Palmer,Jack Nicklaus,Tom Watson,Lee Trevino,-8`,
    `${tournamentName},2019-06-13,legacy-${Date.now()}@example.com,Lena Legacy,Arnold Palmer,Gary Player,Tom Watson,Jack Nicklaus,Lee Trevino,`,
  ].join('\n');

  await signInWithToken(page, await adminToken(request), '/admin');
  await page.getByRole('link', { name: 'Upload Historical Data' }).click();
  await expect(page).toHaveURL(/\/admin\/historical$/);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'history.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  // The preview shows the file's rows before anything is sent.
  await expect(page.getByRole('cell', { name: 'Lena Legacy' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(/2 entries imported from 2 rows/)).toBeVisible();

  await page.goto('/history');
  await expect(page.getByText(tournamentName)).toBeVisible();
});
