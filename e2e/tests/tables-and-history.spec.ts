import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminToken,
  auth,
  liveGroup,
  newUser,
  proveEmailThroughMail,
  registerThroughApi,
  signInWithToken,
  type SeasonTournament,
} from './support';
import {
  expectAccessible,
  expectNoClippedCell,
  expectNoSidewaysPage,
  expectWhole,
  screenshot,
} from './fit-checks';

/**
 * Step 14's tables and history: at 1280 px with the sidebar open no column of the payments table
 * or the financial report is cut off (columns by importance, the rest folded); at 375 px those,
 * the season table and history fit the screen; winner names are whole; the breadcrumb keeps
 * useful labels; and the personal history shows the member's own finish. One pool in play and
 * one imported completed tournament are made once and shared, so the file runs in order.
 */
test.describe.configure({ mode: 'default' });

const DESK = { width: 1280, height: 860 };
const PHONE = { width: 375, height: 812 };
/** A winner's name long enough to have been cut to "Marcus Ch…" on a phone. */
const WINNER = 'Marcus Christopherson-Whitfield';

let pool: Awaited<ReturnType<typeof liveGroup>>;
let played: Awaited<ReturnType<typeof importCompleted>>;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  pool = await liveGroup(request);
  // A payment recorded, so Paid By has its widest content (method, date, recorder).
  const [member] = pool.members;
  const me = (await (
    await request.get('/api/auth/me', { headers: auth(member!.token) })
  ).json()) as { id: number };
  const marked = await request.post(
    `/api/group-admin/${pool.group.id}/tournaments/${pool.live.id}/mark-payment`,
    {
      headers: auth(pool.captain.token),
      data: { user_id: me.id, amount_paid: 20, payment_method: 'venmo' },
    },
  );
  expect(marked.status(), await marked.text()).toBe(200);
  played = await importCompleted(request);
});

/**
 * A completed tournament of the season with three entries, imported by the platform admin
 * (docs/rules.md "CSV imports"): the long-named winner with the five best golfers, and Casey
 * (a member whose email is proven, so the rows join her account) tied with Dana on the same
 * picks and guess. They all land in the admin's "Imported history" group.
 */
async function importCompleted(request: APIRequestContext) {
  const casey = await registerThroughApi(request, newUser('casey'));
  await proveEmailThroughMail(request, casey.email);
  const season = (await (await request.get('/api/tournaments')).json()) as (SeasonTournament & {
    startDate: string;
  })[];
  const completed = season
    .filter((t) => t.status === 'completed')
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0]!;
  const { leaderboard } = (await (
    await request.get(`/api/tournament/${completed.id}/leaderboard`)
  ).json()) as { leaderboard: { name: string; status: string; totalScoreToPar: number | null }[] };
  const ranked = leaderboard
    .filter((row) => row.status === 'active' && row.totalScoreToPar !== null)
    .sort((a, b) => a.totalScoreToPar! - b.totalScoreToPar!)
    .map((row) => row.name);
  const best = ranked.slice(0, 5);
  const middling = ranked.slice(30, 35);
  const stamp = Date.now().toString(36);
  const row = (email: string, name: string, picks: string[]) =>
    [completed.name, completed.startDate, email, name, ...picks, '-10']
      .map((cell) => `"${cell}"`)
      .join(',');
  const csv = [
    'tournament_name,tournament_date,user_email,user_name,tier1_golfer,tier2_golfer,tier3_golfer,tier4_golfer1,tier4_golfer2,tiebreaker_score',
    row(`marcus-${stamp}@example.com`, WINNER, best),
    row(casey.email, casey.name, middling),
    row(`dana-${stamp}@example.com`, 'Dana Divot', middling),
  ].join('\n');
  const uploaded = await request.post('/api/admin/historical/pool-entries/upload', {
    headers: auth(await adminToken(request)),
    multipart: { file: { name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const groups = (await (
    await request.get('/api/pool-groups', { headers: auth(casey.token) })
  ).json()) as { id: number; name: string }[];
  const archive = groups.find((group) => group.name === 'Imported history')!;
  return { casey, tournament: completed, archive };
}

const paymentsOf = (page: Page) => ({
  table: page.getByRole('table').first(),
  box: page.getByRole('region', { name: 'Member payments' }),
});

async function reportOf(page: Page) {
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return { table, box: table.locator('xpath=..') };
}

test('at 1280 px with the sidebar open no column of payments or the financial report is clipped', async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  const { captain, group, live } = pool;
  await signInWithToken(page, captain.token, `/groups/${group.id}/tournament/${live.id}/payments`);
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  const payments = paymentsOf(page);
  await expectNoClippedCell(payments.table, payments.box);
  // What an admin acts on and the money have columns; the entry count and how a member paid
  // fold into the member and status cells.
  for (const name of ['Member', 'Amount Due', 'Amount Paid', 'Status', 'Actions'])
    await expect(payments.table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  for (const name of ['Entries', 'Paid By'])
    await expect(payments.table.getByRole('columnheader', { name, exact: true })).toBeHidden();
  await expect(payments.table.getByText('Venmo').locator('visible=true')).toHaveCount(1);
  for (const button of await page.getByRole('button', { name: /^Request Payment from / }).all())
    await expect(button).toBeInViewport({ ratio: 1 });

  await page.goto(`/groups/${group.id}/financial-report`);
  const report = await reportOf(page);
  await expectNoClippedCell(report.table, report.box);
  for (const name of ['Tournament', 'Collected', 'Outstanding', 'Rate', 'Prize Pool', 'Payouts'])
    await expect(report.table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  await expectNoSidewaysPage(page);
  await screenshot(page, 'financial-report-desk', report.table);

  // With the sidebar collapsed the payments table has room for every column.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.goto(`/groups/${group.id}/tournament/${live.id}/payments`);
  await expect(paymentsOf(page).table.getByRole('columnheader', { name: 'Paid By' })).toBeVisible();
  await expectNoClippedCell(paymentsOf(page).table, paymentsOf(page).box);
});

test('at 375 px payments, the financial report, the season table and history fit the screen', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { captain, group, live } = pool;
  await signInWithToken(page, captain.token, `/groups/${group.id}/tournament/${live.id}/payments`);
  const payments = paymentsOf(page);
  await expectNoClippedCell(payments.table, payments.box);
  await expectNoSidewaysPage(page);

  await page.goto(`/groups/${group.id}/financial-report`);
  const report = await reportOf(page);
  await expectNoClippedCell(report.table, report.box);
  // A phone keeps the money an admin acts on; the rate, prize pool and payouts are under the name.
  await expect(report.table.getByRole('columnheader', { name: 'Outstanding' })).toBeVisible();
  await expect(report.table.getByText(/collected ·/).first()).toBeVisible();
  await expectNoSidewaysPage(page);
  await expectAccessible(page);
  await screenshot(page, 'financial-report-phone', report.table);

  // The imported tournament's group: its season table, with Won and Net on screen.
  const { casey, tournament, archive } = played;
  await signInWithToken(page, casey.token, `/groups/${archive.id}`);
  await page.getByRole('tab', { name: 'Season' }).click();
  await page
    .getByRole('combobox', { name: 'Season' })
    .selectOption(tournament.startDate.slice(0, 4));
  const season = page.getByRole('table', { name: /Season money list/ });
  await expectNoClippedCell(season, page.getByRole('region', { name: 'Season money list' }));
  for (const name of ['Member', 'Won', 'Net']) {
    const box = (await season.getByRole('columnheader', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, `${name} within the screen`).toBeLessThanOrEqual(PHONE.width);
  }
  await expectNoSidewaysPage(page);
  await expectAccessible(page);
  await screenshot(page, 'season-phone', season);

  // The group's history: the winner's name whole.
  await page.goto(`/groups/${archive.id}/history`);
  const card = page.getByRole('article', { name: tournament.name });
  await expectWhole(card.getByText(WINNER, { exact: true }));
  await expectNoSidewaysPage(page);

  // The tournament's results: rank, player and score fit; the winner named whole.
  await page.goto(`/tournament/${tournament.id}/history`);
  const results = page.getByRole('table', { name: /final results/ });
  await expectNoClippedCell(results, page.getByRole('region', { name: 'Final results' }));
  await expectWhole(page.getByText(WINNER, { exact: true }).first());
  await expectNoSidewaysPage(page);
});

test("the personal history shows the member's own finish, tied, of how many, and winnings", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { casey, tournament } = played;
  await signInWithToken(page, casey.token, '/history');
  const card = page.getByRole('article', { name: tournament.name });
  const finishes = card.getByRole('list', { name: 'Imported history' });
  // Casey and Dana tied on the same picks and guess behind the winner: "T2 of 3" (further
  // down when a retried worker imported the file again), said "Tied 2nd of 3 entries".
  await expect(finishes.getByRole('listitem')).toHaveCount(1);
  const finish = finishes.getByRole('listitem');
  await expect(finish).toContainText(
    /^Tied (\d+)(st|nd|rd|th)T\1of (\d+)of \3 entries,score [-+E]/,
  );
  const [, place, total] = /^Tied (\d+)\w\wT\d+of (\d+)/.exec((await finish.textContent())!)!;
  expect(Number(place)).toBeGreaterThanOrEqual(2);
  expect(Number(total)).toBeGreaterThan(Number(place));
  // An imported pool holds no money.
  await expect(finish).toContainText('No winnings');
  // Not other people's winners.
  await expect(card.getByText(WINNER)).toHaveCount(0);
  const totals = page.getByRole('list', { name: 'Your totals' }).or(page.getByLabel('Your totals'));
  await expect(totals).toContainText('Winnings$0.00');
  await expect(totals).toContainText('Tournaments1');
  await expect(totals).toContainText('Entries1');
  await expectWhole(card);
  await expectNoSidewaysPage(page);
  await expectAccessible(page);
  await screenshot(page, 'my-history-phone', page.getByRole('heading', { level: 1 }));
});

test('on a phone the breadcrumb keeps where you came from and where you are, never a letter', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { captain, group, live } = pool;
  await signInWithToken(page, captain.token, `/groups/${group.id}/tournament/${live.id}/standings`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByText('Tournament Standings')).toBeVisible();
  await expect(trail.getByText(live.name)).toBeVisible();
  // Groups and the group fold into "…"; Home stays.
  await expect(trail.getByRole('link', { name: 'Groups' })).toBeHidden();
  await expect(trail.getByText('…')).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
  for (const crumb of [trail.getByText(live.name), trail.getByText('Tournament Standings')])
    expect((await crumb.boundingBox())!.width, 'a crumb wide enough to read').toBeGreaterThan(60);
  await expectNoSidewaysPage(page);
});
