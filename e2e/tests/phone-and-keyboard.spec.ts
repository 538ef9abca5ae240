import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  adminToken,
  auth,
  liveGroup,
  newUser,
  registerThroughApi,
  signInWithToken,
  type SeasonTournament,
} from './support';

// Each journey makes its own users and groups: they share the two workers with the other files
// instead of running one after another in one of them (4.3 minutes of the browser run).
test.describe.configure({ mode: 'parallel' });

/** A phone and a desk, the two widths every screen must serve (375 px is an iPhone SE to 13 mini). */
const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desk', width: 1280, height: 860 },
] as const;

/** The element's rendered width in CSS pixels (0 when it is squeezed out). */
const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

/** The page itself never scrolls sideways: only a table's own box may. */
async function expectNoSidewaysPage(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What reaches past the screen's edge, outside any box that scrolls it: names the culprit.
    const scrolls = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement)
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(box).overflowX)) return true;
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrolls(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 160));
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, `wider than the screen: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
}

for (const size of SIZES)
  test(`tier management names every golfer on a ${size.name} (${size.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const season = (await (await request.get('/api/tournaments')).json()) as SeasonTournament[];
    const tiered = season.find((t) => t.tiersAssigned)!;
    await signInWithToken(page, await adminToken(request), `/admin/tournament/${tiered.id}/tiers`);
    const tierOne = page.getByRole('list', { name: 'Tier 1 golfers' });
    const first = tierOne.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const name = ((await first.getByRole('button').getAttribute('aria-label')) ?? '').replace(
      /^Remove /,
      '',
    );
    const shown = first.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    // Room for a name, not a sliver: at least "Scottie S…" at the small text size.
    expect(await widthOf(shown)).toBeGreaterThan(60);
    await expectNoSidewaysPage(page);
  });

/** A member's own group playing the next upcoming tournament with tiers: picks are open. */
/** The toast is in the app's colours (its surface, in the theme shown) and below the top bar (4rem), not over it. */
async function expectToastInPlace(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  const placed = await toast.evaluate((element) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'var(--surface)';
    const surface = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return {
      background: getComputedStyle(element).backgroundColor,
      surface,
      top: element.getBoundingClientRect().top,
    };
  });
  expect(placed.top).toBeGreaterThanOrEqual(64);
  expect(placed.background).toBe(placed.surface);
}

async function openEntry(request: APIRequestContext) {
  const member = await registerThroughApi(request, newUser('picker'));
  const season = (await (await request.get('/api/tournaments')).json()) as SeasonTournament[];
  const tournament = season.find((t) => t.status === 'upcoming' && t.tiersAssigned)!;
  const created = await request.post('/api/pool-groups', {
    headers: auth(member.token),
    data: { name: 'Keyboard Club' },
  });
  const group = (await created.json()) as { id: number };
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers: auth(member.token),
    data: { tournament_id: tournament.id },
  });
  expect(added.status()).toBe(201);
  return { member, group, tournament };
}

test('a whole entry by keyboard alone, in at most 40 key presses, focus never on <body>', async ({
  page,
  request,
}) => {
  await page.setViewportSize(SIZES[1]);
  const { member, group, tournament } = await openEntry(request);
  await signInWithToken(
    page,
    member.token,
    `/groups/${group.id}/tournament/${tournament.id}/entry`,
  );
  await expect(page.getByRole('group', { name: 'Tier 4' })).toBeVisible();

  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
    // Focus is somewhere a keyboard user can see, never dropped on the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  };
  const focusedIn = (name: string) =>
    page.evaluate(
      (group) =>
        document.activeElement?.closest(`[role="group"]`)?.querySelector('h2')?.textContent ===
        group,
      name,
    );
  /** Tab until focus is in the tier's list of golfers. */
  const tabInto = async (tier: string) => {
    do await press('Tab');
    while (
      !(
        (await focusedIn(tier)) &&
        (await page.evaluate(() => document.activeElement?.tagName)) === 'BUTTON'
      ) &&
      presses < 40
    );
  };

  // The page's first focusable element is the skip link; it takes focus into the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await press('Enter');
  await expect(page.locator('main')).toBeFocused();
  for (const tier of ['Tier 1', 'Tier 2', 'Tier 3']) {
    await tabInto(tier);
    await press('Space');
  }
  // The focus ring shows on a selected (green-bordered) golfer: it is drawn in another colour.
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return {
      pressed: document.activeElement!.getAttribute('aria-pressed'),
      outline: style.outlineColor,
      outlineStyle: style.outlineStyle,
      border: style.borderTopColor,
    };
  });
  expect(ring.pressed).toBe('true');
  expect(ring.outlineStyle).not.toBe('none');
  expect(ring.outline).not.toBe(ring.border);
  await tabInto('Tier 4');
  await press('Space');
  await press('ArrowDown');
  await press('Space');
  const tiebreaker = page.getByLabel(/Tiebreaker/);
  while (!(await tiebreaker.evaluate((input) => input === document.activeElement)) && presses < 40)
    await press('Tab');
  // The winning score to par, as the tiebreaker asks.
  for (const key of ['Minus', '8']) await press(key);
  const submit = page.getByRole('button', { name: 'Submit Selections' });
  while (!(await submit.evaluate((button) => button === document.activeElement)) && presses < 40)
    await press('Tab');
  await press('Enter');

  await expect(page).toHaveURL(/\/my-entries$/);
  expect(presses).toBeLessThanOrEqual(40);
  await expectToastInPlace(page, 'Your picks are in!');
  // After the form navigates, focus is on the new screen's heading, not <body>.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  console.log(`keyboard entry: ${presses} key presses after the first Tab`);
});

test('on a phone an entry is made a tier at a time, jumping back by its chips (dark theme)', async ({
  page,
  request,
}) => {
  await page.setViewportSize(SIZES[0]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const { member, group, tournament } = await openEntry(request);
  await signInWithToken(
    page,
    member.token,
    `/groups/${group.id}/tournament/${tournament.id}/entry`,
  );
  const steps = page.getByRole('navigation', { name: 'Entry steps' });
  await expect(steps).toBeVisible();
  // One tier on screen: tier 2 waits for its step.
  await expect(page.getByRole('group', { name: 'Tier 1' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tier 2' })).toBeHidden();
  const pickFirst = async (tier: string, count = 1) => {
    const buttons = page.getByRole('group', { name: tier }).getByRole('button', { pressed: false });
    for (let i = 0; i < count; i += 1) await buttons.first().click();
  };
  // A pick that completes a tier moves on by itself: no "Next" between tiers.
  await pickFirst('Tier 1');
  await expect(page.getByRole('group', { name: 'Tier 1' })).toBeHidden();
  await pickFirst('Tier 2');
  await pickFirst('Tier 3');
  await pickFirst('Tier 4', 2);
  await expect(page.getByRole('heading', { name: 'Your Selections' })).toBeVisible();
  await expect(page.getByText('5/5 picked').first()).toBeVisible();

  // A chip jumps back to its tier, showing what was picked there.
  const tierTwoChip = steps.getByRole('button', { name: /^Tier 2/ });
  await tierTwoChip.click();
  await expect(page.getByRole('group', { name: 'Tier 2' })).toBeVisible();
  await expect(tierTwoChip).toHaveAttribute('aria-current', 'step');
  await expectNoSidewaysPage(page);
  await steps.getByRole('button', { name: /^Review/ }).click();
  await page.getByRole('button', { name: 'Submit Selections' }).click();
  await expect(page).toHaveURL(/\/my-entries$/);
  // On a phone too, and in the dark theme's colours.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectToastInPlace(page, 'Your picks are in!');
});

/**
 * Every layout shift of the page since it began loading (without the user's input), after it
 * settles: a stricter sum than Lighthouse's worst five-second window.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 2000);
      }),
  );
}

test.describe('layout shift', () => {
  // A first visit: no service worker serving the app from its cache.
  test.use({ serviceWorkers: 'block' });
  for (const size of SIZES)
    test(`every page loads without shifting on a ${size.name}, signed in or not (CLS under 0.05)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      // A phone's CPU (Lighthouse's 4x slower): what arrives after the first paint arrives later,
      // as it does in a pocket, and a placeholder of the wrong size shows as a shift.
      if (size.name === 'phone')
        await (
          await page.context().newCDPSession(page)
        ).send('Emulation.setCPUThrottlingRate', {
          rate: 4,
        });
      const { member, group, tournament } = await openEntry(request);
      // And a pool in play, whose standings come first rows first, then whole.
      const live = await liveGroup(request);
      const shifts: Record<string, number> = {};
      const measure = async (paths: string[]) => {
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
            timeout: 30_000,
          });
          shifts[path] = Math.round((await layoutShift(page)) * 1000) / 1000;
        }
      };
      // Signed out first: the visitor's pages.
      await measure(['/', '/leaderboard', '/tournaments', '/demo', '/pricing', '/login']);
      await signInWithToken(page, member.token, '/');
      // The session check as slow as a phone's network makes it: the page must not wait for it
      // to lay itself out (the sidebar's space is there from the first paint).
      await page.route('**/api/auth/me', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      const pool = `/groups/${group.id}/tournament/${tournament.id}`;
      await measure([
        '/',
        '/groups',
        `/groups/${group.id}`,
        `/groups/${group.id}/tournaments`,
        `${pool}/entry`,
        `${pool}/my-entries`,
        `${pool}/standings`,
        `/groups/${group.id}/admin`,
        `/groups/${group.id}/history`,
        '/history',
        '/profile',
        '/leaderboard',
      ]);
      await signInWithToken(page, live.captain.token, '/');
      await measure([`/groups/${live.group.id}/tournament/${live.live.id}/standings`]);
      // The platform admin's pages.
      await signInWithToken(page, await adminToken(request), '/');
      await measure(['/admin', `/admin/tournament/${tournament.id}/tiers`]);
      console.log(`layout shift on a ${size.name}:`, JSON.stringify(shifts));
      for (const [path, shift] of Object.entries(shifts))
        expect(shift, `layout shift on ${path}`).toBeLessThan(0.05);
    });
});

test("the dashboard's code and data load beside the session check, not after it", async ({
  browser,
  request,
}) => {
  // No service worker: Playwright's request routing does not see what one answers.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const { member } = await openEntry(request);
  await signInWithToken(page, member.token, '/terms');
  let sessionChecked = false;
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
    sessionChecked = true;
  });
  const dashboard = page.waitForResponse('**/api/dashboard');
  await page.goto('/');
  await dashboard;
  expect(sessionChecked).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome/);
  // The slowed check did happen (the test measured what it meant to).
  await expect.poll(() => sessionChecked).toBe(true);
  await context.close();
});

/** The element lies inside the screen's width: nothing of it is cut off at the right. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/** Screenshots for docs/phones.md, when asked for: FAIRWAY_SCREENSHOTS=docs/screenshots. */
async function screenshot(page: Page, name: string, from: Locator) {
  const folder = process.env.FAIRWAY_SCREENSHOTS;
  if (!folder) return;
  // The table at the top of the screen, just under the top bar (and under a card pinned there,
  // the standings' "my entry", which says its height in --pinned-above).
  await from.evaluate((element) => {
    const pinned = parseFloat(getComputedStyle(element).getPropertyValue('--pinned-above')) || 0;
    window.scrollBy(0, element.getBoundingClientRect().top - 72 - pinned);
  });
  await page.screenshot({ path: `${folder}/${name}.png` });
}

for (const size of SIZES)
  test(`the tables show their key columns and actions on a ${size.name}, with sticky headers`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const { captain, group, live } = await liveGroup(request);
    await signInWithToken(page, captain.token, '/leaderboard');

    // Leaderboard: position, player, to par and thru; the rest a tap away on a phone.
    const board = page.getByRole('table', { name: /leaderboard/ });
    for (const name of ['Pos', 'Player', 'To par', 'Thru'])
      await expectOnScreen(page, board.getByRole('columnheader', { name, exact: true }));
    await expectNoSidewaysPage(page);
    if (size.name === 'desk') {
      // The field scrolls in its own box at a desk; its header stays at the top of the box.
      const box = page.getByRole('region', { name: /leaderboard/i });
      await box.evaluate((element) => element.scrollBy(0, 1500));
      const top = (await box.boundingBox())!.y;
      await expect
        .poll(
          async () => (await board.getByRole('columnheader', { name: 'Player' }).boundingBox())!.y,
        )
        .toBeLessThan(top + 5);
    }
    if (size.name === 'phone') {
      await expect(board.getByRole('columnheader', { name: 'Today' })).toBeHidden();
      const first = board.getByRole('rowheader').first().getByRole('button');
      await first.click();
      await expect(board.getByRole('table', { name: /^Rounds for/ })).toBeVisible();
      await screenshot(page, 'leaderboard-phone', board);
      // The header stays below the top bar as the page scrolls.
      await page.mouse.wheel(0, 2500);
      await expect
        .poll(
          async () => (await board.getByRole('columnheader', { name: 'Player' }).boundingBox())!.y,
        )
        .toBeLessThan(80);
    }

    // Standings: rank, player and score; the captain's two entries numbered.
    await page.goto(`/groups/${group.id}/tournament/${live.id}/standings`);
    const standings = page.getByRole('table', { name: /standings/ });
    for (const name of ['Rank', 'Player', 'Score'])
      await expectOnScreen(page, standings.getByRole('columnheader', { name, exact: true }));
    await expect(
      standings.getByRole('rowheader', { name: new RegExp(`${captain.name} #2`) }),
    ).toBeVisible();
    await expectNoSidewaysPage(page);
    if (size.name === 'phone') {
      await expect(standings.getByRole('columnheader', { name: 'Golfer 1' })).toBeHidden();
      // The five golfers are a tap away, in the entry's sheet (a card each), which hides the
      // page behind it from screen readers while it is open.
      await standings.getByRole('rowheader').first().getByRole('button').click();
      const detail = page.getByRole('dialog');
      await expect(
        detail.getByRole('region', { name: /^Rounds for/ }).getByRole('listitem'),
      ).toHaveCount(5);
      await expectNoSidewaysPage(page);
      await page.keyboard.press('Escape');
      // A closed entry is read whole on a phone: every tier, not only the first step.
      await page.goto(`/groups/${group.id}/tournament/${live.id}/entry`);
      await expect(page.getByText('Entry deadline has passed')).toBeVisible();
      for (const tier of ['Tier 1', 'Tier 4'])
        await expect(page.getByRole('group', { name: tier })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your Selections' })).toBeVisible();
      await page.goto(`/groups/${group.id}/tournament/${live.id}/standings`);
      await screenshot(page, 'standings-phone', standings);
    }

    // Payments: every member's status, and Mark Paid in reach; Request never clipped.
    await page.goto(`/groups/${group.id}/tournament/${live.id}/payments`);
    const markPaid = page.getByRole('button', { name: /^Mark Paid for / });
    await expect(markPaid).toHaveCount(3);
    for (const button of await markPaid.all()) await expectOnScreen(page, button);
    const request_ = page.getByRole('button', { name: /^Request Payment from / });
    // Not from herself: the captain's own row has none.
    await expect(request_).toHaveCount(2);
    for (const button of await request_.all()) await expectOnScreen(page, button);
    // Each member's status is on screen beside the name, at both sizes.
    const members = page.getByRole('table').first().getByRole('row').filter({ has: markPaid });
    for (const row of await members.all())
      await expectOnScreen(
        page,
        row.getByText(/^(Paid|Partial|Unpaid|No entry)$/).locator('visible=true'),
      );
    await expectNoSidewaysPage(page);
    if (size.name === 'phone')
      await screenshot(page, 'payments-phone', page.getByRole('table').first());

    // History: rank, player and total score; the picks under the name on a phone.
    await page.goto(`/tournament/${live.id}/history`);
    const results = page.getByRole('table', { name: /final results/ });
    for (const name of ['Rank', 'Player', 'Total Score'])
      await expectOnScreen(page, results.getByRole('columnheader', { name, exact: true }));
    const picks = results.getByRole('columnheader', { name: 'Picks' });
    if (size.name === 'phone') {
      await expect(picks).toBeHidden();
      await expect(
        results
          .getByRole('rowheader')
          .first()
          .getByText(/^Tier 1/),
      ).toBeVisible();
      await screenshot(page, 'history-phone', results);
    } else await expectOnScreen(page, picks);
    await expectNoSidewaysPage(page);
  });

test.describe('a big pool', () => {
  // Sixty players with five entries each; made once for both sizes, so in one worker, in order.
  test.describe.configure({ mode: 'default' });
  let pool: Awaited<ReturnType<typeof liveGroup>>;
  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    pool = await liveGroup(request, { members: 59, captainEntries: 5, memberEntries: 5 });
  });

  for (const size of SIZES)
    test(`its standings come first rows first, then compact, and render only the rows on screen (${size.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const { captain, group, live, entries } = pool;
      expect(entries).toBe(300);
      // The first rows (a few KB) before the whole body, which waits until they are shown.
      const shapes: string[] = [];
      page.on('request', (request) => {
        const shape = /\/standings\?shape=(\w+)$/.exec(request.url())?.[1];
        if (shape) shapes.push(shape);
      });
      const asked = page.waitForResponse((response) =>
        response.url().endsWith(`/tournaments/${live.id}/standings?shape=compact`),
      );
      await signInWithToken(
        page,
        captain.token,
        `/groups/${group.id}/tournament/${live.id}/standings`,
      );
      expect((await asked).status()).toBe(200);
      // (The head may be asked for again if the pool's forecast lands meanwhile.)
      expect(shapes[0]).toBe('head');
      expect(shapes).toContain('compact');
      const table = page.getByRole('table', { name: /standings/ });
      await expect(table).toHaveAttribute('aria-rowcount', String(entries + 1));
      await expect(table.locator('tr[aria-rowindex="2"]')).toBeVisible();
      const rendered = await table.getByRole('rowheader').count();
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(60);

      // To the end of the table: the last entry is there, and still not every row.
      const last = table.locator(`tr[aria-rowindex="${entries + 1}"]`);
      if (size.name === 'phone') await page.keyboard.press('End');
      else await page.getByRole('region', { name: 'Standings' }).press('End');
      await expect(last).toBeVisible();
      await expect(table.locator('tr[aria-rowindex="2"]')).toHaveCount(0);
      expect(await table.getByRole('rowheader').count()).toBeLessThan(60);
      // Opened near the end, an entry shows its detail in place at a desk, in a sheet on a phone.
      await last.getByRole('button').click();
      // (The page behind a phone's sheet is hidden from the accessibility tree: found by tag.)
      await expect(page.locator(`tr[aria-rowindex="${entries + 1}"] th button`)).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      if (size.name === 'phone') await expect(page.getByRole('dialog')).toBeVisible();
      else await expect(table).toHaveAttribute('aria-rowcount', String(entries + 2));
      await expectNoSidewaysPage(page);
    });
});

for (const size of SIZES)
  test(`an invite is shared from the phone's share sheet or copied, and shown as a QR code (${size.name})`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(size);
    const phone = size.name === 'phone';
    if (phone)
      // Headless Chromium has no share sheet: a stand-in records what the page shares.
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, 'share', {
          value: (data: unknown) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
    else await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const owner = await registerThroughApi(request, newUser('sharer'));
    await signInWithToken(page, owner.token, '/groups/new');
    await page.getByRole('textbox', { name: /Group name/ }).fill('Clubhouse Crew');
    await page.getByRole('checkbox', { name: 'Private group' }).check();
    await page.getByRole('button', { name: 'Create Group' }).click();
    await expect(page.getByRole('heading', { name: 'Group Created' })).toBeVisible();
    await page.getByRole('button', { name: 'Share Invite Link' }).click();
    if (phone) {
      const shared = (await page.evaluate(
        () => (window as unknown as { shared: unknown[] }).shared,
      )) as {
        url: string;
        title: string;
      }[];
      expect(shared).toHaveLength(1);
      expect(shared[0]!.title).toBe('Join Clubhouse Crew on Fairway');
      expect(shared[0]!.url).toMatch(/\/groups\/join\/[A-Z0-9]{8}$/);
    } else {
      await expect(page.getByRole('button', { name: 'Link copied!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /\/groups\/join\/[A-Z0-9]{8}$/,
      );
    }

    await page.getByRole('link', { name: 'Continue to Group' }).click();
    // The group page offers the share sheet too, where there is one (a phone here).
    const shareAgain = page.getByRole('button', { name: 'Share Invite Link' });
    if (phone) {
      await shareAgain.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length))
        .toBe(2);
    } else await expect(shareAgain).toHaveCount(0);
    await page.getByRole('button', { name: 'QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite QR code' });
    const code = dialog.getByRole('img', { name: 'QR code of the invite link to Clubhouse Crew' });
    await expect(code).toBeVisible();
    await expectOnScreen(page, code);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download for a poster' }).click();
    expect((await download).suggestedFilename()).toBe('Clubhouse-Crew-invite.svg');
  });

test('the demo tabs fit a phone: "Group Chat" is not cut off', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await page.goto('/demo');
  const chat = page.getByRole('tab', { name: 'Group Chat' });
  await expect(chat).toBeVisible();
  await expectOnScreen(page, chat);
  const list = page.getByRole('tablist');
  expect(
    await list.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThanOrEqual(0);
});

// WCAG's reflow width: the smallest phones and a desk zoomed to 400 %. The top bar is the one
// row that cannot wrap; everything else reflows.
test("at 320 px the top bar fits, signed out and signed in with its reminder, bell and menu, and so does a pool in play's standings", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/leaderboard', '/login']) {
    await page.goto(path);
    const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
    await expect(getStarted).toBeVisible();
    await expectOnScreen(page, getStarted);
    await expectNoSidewaysPage(page);
  }
  // A newcomer has not confirmed their email yet: the top bar's fullest state.
  const { token } = await registerThroughApi(request);
  await signInWithToken(page, token, '/groups');
  await expect(page.getByRole('button', { name: 'Confirm email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expectOnScreen(page, page.getByRole('button', { name: 'User menu' }));
  // The logo keeps its name for screen readers when its word gives way.
  await expect(page.getByRole('link', { name: 'Fairway' }).first()).toBeVisible();
  await expectNoSidewaysPage(page);
  // The widest phone table: a pool in play's standings, with their Win column.
  const live = await liveGroup(request);
  await signInWithToken(
    page,
    live.captain.token,
    `/groups/${live.group.id}/tournament/${live.live.id}/standings`,
  );
  await expect(page.getByRole('columnheader', { name: 'Win' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);
  await expectNoSidewaysPage(page);
});
