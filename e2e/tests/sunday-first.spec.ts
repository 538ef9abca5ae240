import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, liveGroup, signInWithToken } from './support';

/*
 * Sunday first: a member of a 60-entry pool in play, ranked near the bottom, sees how their
 * entry stands (rank of 60, chance to win, payout if it ended now, chance to cash, the golfer to
 * root for) at the top of the standings, the dashboard and the group page, on a phone and at a
 * desk with the sidebar open, and jumps from the card to their row.
 */

// One pool for every test here, made once: in one worker, in order.
test.describe.configure({ mode: 'default' });

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 860 };

type Player = Awaited<ReturnType<typeof liveGroup>>['captain'];
let pool: Awaited<ReturnType<typeof liveGroup>>;
let member: Player;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  // The captain and 59 members, an entry each: a group that size has paid the platform fee.
  pool = await liveGroup(request, { members: 59, captainEntries: 1, memberEntries: 1 });
  expect(pool.entries).toBe(60);
  const { group, live, captain, members } = pool;
  const standings = (await (
    await request.get(`/api/pool-groups/${group.id}/tournaments/${live.id}/standings`, {
      headers: auth(captain.token),
    })
  ).json()) as { standings: { rank: number; player: { name: string } }[] };
  // The player in last place when the test starts.
  const last = standings.standings.at(-1)!;
  expect(last.rank).toBeGreaterThan(30);
  member = [captain, ...members].find((player) => player.name === last.player.name)!;
});

const standingsPath = () => `/groups/${pool.group.id}/tournament/${pool.live.id}/standings`;

/**
 * The card's figures, once the forecast is in (a user waits for the chances to show): rank of
 * 60 near the bottom, chance to win, chance to cash, payout if it ended now, and a golfer to
 * root for with their score; each wholly on screen without scrolling.
 */
async function expectCardAboveTheFold(card: Locator) {
  const table = card.getByRole('table', { name: /^Your entry: rank of 60/ });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const [rank, , win, cash, payout] = [0, 1, 2, 3, 4].map((n) => table.getByRole('cell').nth(n));
  await expect(win!).toHaveText(/%$/, { timeout: 60_000 });
  await expect(cash!).toHaveText(/%$/);
  await expect(payout!).toHaveText(/^\$\d/);
  expect(Number((await rank!.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(30);
  await expect(table.getByRole('columnheader', { name: /if it ended now/ })).toBeVisible();
  const rootFor = card.getByRole('listitem').filter({ hasText: /^Root for \S/ });
  await expect(rootFor).toBeVisible({ timeout: 60_000 });
  await expect(rootFor).toHaveText(/^Root for .+ ([+-]\d+|E), /);
  for (const part of [rank!, win!, cash!, payout!, rootFor])
    await expect(part).toBeInViewport({ ratio: 1 });
}

/** Screenshots for docs/phones.md, when asked for: FAIRWAY_SCREENSHOTS=docs/screenshots. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.FAIRWAY_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/** `first` starts above `second` on the page. */
async function expectAbove(first: Locator, second: Locator) {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b && a.y < b.y, 'in that order').toBe(true);
}

test("on a phone the card leads the standings, sticks, and jumps to the member's row", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInWithToken(page, member.token, standingsPath());
  const card = page.getByRole('region', { name: 'Your entry' });
  await expectCardAboveTheFold(card);
  await screenshot(page, 'my-entry-standings-phone');

  // The member's row is far below; the card jumps there (once every row is here) and focuses it.
  const table = page.getByRole('table', { name: /standings/ });
  const myRow = table.getByRole('button', { name: new RegExp(member.name) });
  await expect(myRow).not.toBeInViewport();
  await card.getByRole('button', { name: 'Jump to my row' }).click();
  await expect(myRow).toBeFocused();
  await expect(myRow).toBeInViewport({ ratio: 1 });
  // Still pinned under the top bar, and the row is not hidden behind it.
  await expect(card).toBeInViewport({ ratio: 1 });
  const cardBox = (await card.boundingBox())!;
  expect((await myRow.boundingBox())!.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height);
  await screenshot(page, 'my-entry-jumped-phone');
});

test('on a phone the card comes first on the dashboard and the group page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInWithToken(page, member.token, '/');
  const live = page.getByRole('main').getByRole('region', { name: 'Live Tournaments' });
  await expectCardAboveTheFold(live);
  await expectAbove(live, page.getByRole('region', { name: 'Quick actions' }));
  await screenshot(page, 'my-entry-dashboard-phone');

  // Its Standings link is the way in; the group page leads with the same card.
  await page.goto(`/groups/${pool.group.id}`);
  const card = page.getByRole('region', { name: 'Live now' });
  await expectCardAboveTheFold(card);
  const list = page.getByRole('button', { name: /Golf Tournaments/ });
  await expect(list).toHaveAttribute('aria-expanded', 'true');
  await expectAbove(card, list);
  await screenshot(page, 'my-entry-group-phone');
});

test('at a desk with the sidebar open the card leads the dashboard and the group page', async ({
  page,
}) => {
  await page.setViewportSize(DESK);
  await signInWithToken(page, member.token, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  const live = page.getByRole('main').getByRole('region', { name: 'Live Tournaments' });
  await expectCardAboveTheFold(live);
  await expectAbove(live, page.getByRole('region', { name: 'Quick actions' }));
  await expectAbove(live, page.getByRole('region', { name: 'My Groups' }));

  await live.getByRole('link', { name: /^Standings of / }).click();
  await expect(page).toHaveURL(new RegExp(`${standingsPath()}$`));
  await expectCardAboveTheFold(page.getByRole('region', { name: 'Your entry' }));

  await page.goto(`/groups/${pool.group.id}`);
  const card = page.getByRole('region', { name: 'Live now' });
  await expectCardAboveTheFold(card);
  await expectAbove(card, page.getByRole('button', { name: /Golf Tournaments/ }));
  await screenshot(page, 'my-entry-group-desk');
});
