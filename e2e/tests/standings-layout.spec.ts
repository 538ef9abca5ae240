import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  auth,
  newUser,
  registerThroughApi,
  signInWithToken,
  type SeasonTournament,
} from './support';

/**
 * The standings table by importance (Step 14): at 1280 px with the sidebar open no column is cut
 * off, live or final; a phone shows the money as a column and opens an entry in a bottom sheet
 * that fits 375 and 320 px; finished standings show what each entry won, the winning score and
 * how the tiebreak placed two entries level on score.
 *
 * It plays the live tournament to its end (the server's clock moves past its last day), so it
 * runs in its own phase ('finishes-play' in playwright.config.ts), after the journeys and the
 * accessibility scans and before the clock journey, which plays the next tournament. One pool,
 * made once: the tests run in order.
 */
test.describe.configure({ mode: 'default' });

const DESK = { width: 1280, height: 860 };
const PHONE = { width: 375, height: 812 };
const SMALLEST = { width: 320, height: 640 };

/** The day after a YYYY-MM-DD date. */
const addDay = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Player = Awaited<ReturnType<typeof registerThroughApi>>;
type Tournament = SeasonTournament & { endDate: string };
let pool: { captain: Player; bea: Player; cal: Player; groupId: number; live: Tournament };

/**
 * A $20 pool on the live tournament: the captain, Dan, and Bea and Cal on the same five golfers
 * (level on score to the end) with far apart guesses of the winning score, so the tiebreak
 * decides which of them ranks first once the tournament is over. Guesses an odd number apart
 * can never be equally close to the winner's score: no tie survives the tiebreak.
 */
async function tiedPool(request: APIRequestContext) {
  const [captain, bea, cal, dan] = await Promise.all(
    ['captain', 'bea', 'cal', 'dan'].map((prefix) => registerThroughApi(request, newUser(prefix))),
  );
  const created = await request.post('/api/pool-groups', {
    headers: auth(captain!.token),
    data: { name: 'Tiebreak Club' },
  });
  const group = (await created.json()) as { id: number; inviteCode: string };
  for (const member of [bea!, cal!, dan!])
    expect(
      (
        await request.post(`/api/pool-groups/join/${group.inviteCode}`, {
          headers: auth(member.token),
        })
      ).status(),
    ).toBe(200);
  const season = (await (await request.get('/api/tournaments')).json()) as Tournament[];
  const live = season.find((t) => t.status === 'active')!;
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: auth(captain!.token),
    data: { tournament_id: live.id, entry_fee: 20 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { tiers } = (await (
    await request.get(`/api/tournament/${live.id}/golfers-by-tier`, {
      headers: auth(captain!.token),
    })
  ).json()) as { tiers: Record<'tier1' | 'tier2' | 'tier3' | 'tier4', { name: string }[]> };
  const picks = (n: number) => [
    tiers.tier1[n]!.name,
    tiers.tier2[n]!.name,
    tiers.tier3[n]!.name,
    tiers.tier4[2 * n]!.name,
    tiers.tier4[2 * n + 1]!.name,
  ];
  const line = (email: string, golfers: string[], guess: string) =>
    [email, ...golfers, guess].map((cell) => `"${cell}"`).join(',');
  const csv = [
    'user_email,tier_1_golfer,tier_2_golfer,tier_3_golfer,tier_4_golfer_1,tier_4_golfer_2,tiebreaker',
    line(captain!.email, picks(0), '-12'),
    line(bea!.email, picks(1), '-40'),
    line(cal!.email, picks(1), '-3'),
    line(dan!.email, picks(2), '-9'),
  ].join('\n');
  const uploaded = await request.post(`/api/pool-groups/${group.id}/csv-upload`, {
    headers: auth(captain!.token),
    multipart: {
      tournament_id: String(live.id),
      file: { name: 'entries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return { captain: captain!, bea: bea!, cal: cal!, groupId: group.id, live };
}

const standingsPath = () => `/groups/${pool.groupId}/tournament/${pool.live.id}/standings`;

test.beforeAll(async ({ request }) => {
  pool = await tiedPool(request);
});

/** Screenshots for docs/phones.md, when asked for: FAIRWAY_SCREENSHOTS=docs/screenshots. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.FAIRWAY_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/**
 * Every cell of the table whole inside its box, as a user sees it: none reaching past the box's
 * visible edges (where it would be cut off or need a sideways scroll), and the box no wider than
 * the screen. Names what is cut.
 */
async function expectNoClippedColumn(table: Locator) {
  const cut = await table.evaluate((element) => {
    const box = element.closest('[role="region"]')!;
    const outer = box.getBoundingClientRect();
    const left = outer.left + box.clientLeft;
    const right = left + box.clientWidth;
    const cells = [...element.querySelectorAll('th, td')].filter(
      (cell) => cell.getBoundingClientRect().width > 0,
    );
    return {
      cells: cells
        .filter((cell) => {
          const edges = cell.getBoundingClientRect();
          return edges.left < left - 0.5 || edges.right > right + 0.5;
        })
        .map((cell) => (cell.textContent ?? '').slice(0, 30)),
      sideways: box.scrollWidth - box.clientWidth,
      pastScreen: outer.right - document.documentElement.clientWidth,
      measured: cells.length,
    };
  });
  expect(cut.measured).toBeGreaterThan(10);
  expect(cut.cells, 'cells cut off by the box').toEqual([]);
  expect(cut.sideways, 'the box scrolls sideways').toBeLessThanOrEqual(0);
  expect(cut.pastScreen, 'the box is wider than the screen').toBeLessThanOrEqual(0);
}

/** Nothing on the page scrolls it sideways, and every element of `inside` is within the screen. */
async function expectNothingSideways(page: Page, inside: Locator) {
  const found = await inside.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const page = document.scrollingElement!;
    return {
      page: page.scrollWidth - page.clientWidth,
      outside: [element, ...element.querySelectorAll('*')]
        .filter((child) => {
          const edges = child.getBoundingClientRect();
          return edges.width > 0 && (edges.left < -0.5 || edges.right > width + 0.5);
        })
        .map(
          (child) => `${child.tagName.toLowerCase()}: ${(child.textContent ?? '').slice(0, 30)}`,
        ),
    };
  });
  expect(found.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(found.outside, 'past the screen').toEqual([]);
}

const headers = (table: Locator) => table.locator('thead th');

/** At 1280 px with the sidebar open (the box about 958 px). */
async function openAtDesk(page: Page, token: string) {
  await page.setViewportSize(DESK);
  await signInWithToken(page, token, standingsPath());
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  const table = page.getByRole('table', { name: /standings/ });
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  return table;
}

test('at 1280 px with the sidebar open every column of a pool in play is whole, the golfers after the money', async ({
  page,
}) => {
  const table = await openAtDesk(page, pool.captain.token);
  await expect(headers(table)).toHaveText(['Rank', 'Player', 'Score', 'Win', 'Payout', 'Golfers']);
  // The chances fill in once the first forecast lands; the column was there from the start.
  await expect(table.locator('tbody tr').first().locator('td').nth(2)).toHaveText(/%$/);
  await expectNoClippedColumn(table);
  // An opened entry stays in place at a desk, and fits as well.
  await table.getByRole('button', { name: pool.bea.name }).click();
  await expect(table.getByRole('region', { name: `Rounds for ${pool.bea.name}` })).toBeVisible();
  await expectNoClippedColumn(table);
});

for (const size of [PHONE, SMALLEST])
  test(`on a ${size.width} px phone the standings show the payout, and an entry opens in a sheet that fits`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInWithToken(page, pool.captain.token, standingsPath());
    const table = page.getByRole('table', { name: /standings/ });
    await expect(table.getByRole('rowheader')).toHaveCount(4);
    await expect(headers(table)).toHaveText(['Rank', 'Player', 'Score', 'Win', 'Payout']);
    await expectNoClippedColumn(table);
    await expectNothingSideways(page, page.locator('main'));

    const toggle = table.getByRole('button', { name: pool.bea.name });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: pool.bea.name });
    await expect(sheet).toBeVisible();
    // The focus moves in; one card per golfer, each with its counted score and why.
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    const cards = sheet
      .getByRole('region', { name: `Rounds for ${pool.bea.name}` })
      .getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toContainText('Counted');
    await expect(cards.first()).toContainText(/Counts their own score|CUT|WD|DQ/);
    await expect(sheet).toContainText('Projected payout');
    await expectNothingSideways(page, sheet);
    if (size === PHONE) await screenshot(page, 'standings-entry-phone');
    // The page behind holds still while the sheet is open.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Escape closes it, and the focus is back on the entry.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

test('once the tournament is over the standings show what each won, the winning score and the tiebreak', async ({
  page,
  request,
}) => {
  // The live tournament ends: its last day is played out and the results are final.
  const ended = await request.post('/api/test/clock', {
    data: { to: `${addDay(pool.live.endDate)}T18:00:00.000Z` },
  });
  expect(ended.status()).toBe(200);

  const table = await openAtDesk(page, pool.captain.token);
  await expect(page.getByText('Final payouts')).toBeVisible();
  await expect(headers(table)).toHaveText(['Rank', 'Player', 'Score', 'Won', 'Golfers']);
  await expectNoClippedColumn(table);
  const winningScore = page.getByText(/^Winning score: ([+-]\d+|E)$/);
  await expect(winningScore).toBeVisible();
  const winner = (await winningScore.textContent())!.replace('Winning score: ', '');
  // $80 paid 65/25/10: three entries won something, in dollars and cents.
  const won = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.children[3]?.textContent ?? ''));
  expect(won.filter((amount) => /^\$\d+\.\d\d$/.test(amount))).toHaveLength(3);
  // No chances once settled: neither a Win column nor the Your Chances card.
  await expect(page.getByRole('region', { name: 'Most picked golfers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your chances' })).toHaveCount(0);
  await expect(table.getByText(/%$/)).toHaveCount(0);

  // Bea and Cal were level to the end: each row says how the tiebreak placed it.
  for (const [player, guess] of [
    [pool.bea, '-40'],
    [pool.cal, '-3'],
  ] as const)
    await expect(table.getByRole('rowheader', { name: new RegExp(player.name) })).toContainText(
      `Tiebreak: guess ${guess}, winner ${winner}`,
    );

  // A phone shows the amount won as a column of its own.
  await page.setViewportSize(PHONE);
  await expect(headers(table)).toHaveText(['Rank', 'Player', 'Score', 'Won']);
  await expectNoClippedColumn(table);
  await expectNothingSideways(page, page.locator('main'));
  await table.getByRole('rowheader', { name: new RegExp(pool.bea.name) }).scrollIntoViewIfNeeded();
  await screenshot(page, 'standings-final-phone');
});
