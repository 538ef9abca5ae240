import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * A newcomer's demo (docs/rules.md, "Demo"): from the landing page's "Open the live demo" to
 * the demo group's live standings, as a visitor with no account, on a phone and at a desk. They
 * see Win and the chance to cash, the card of the member they play as with Root for, and Your
 * Chances; "Make Picks" explains instead of saving; and nothing the visitor does writes.
 */

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desk', width: 1280, height: 860 },
] as const;

/** Every call the page makes to this app's API, as "METHOD /path". */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.origin === new URL(page.url()).origin)
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** The element lies inside the screen's width: nothing of it is cut off at the right. */
async function expectOnScreen(page: Page, name: string) {
  const box = await page.getByRole('columnheader', { name }).first().boundingBox();
  expect(box, `${name} rendered`).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
}

/** Serious and critical axe violations of what the page shows now (accessibility.spec.ts's rules). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
}

/** The screenshot docs/phones.md shows, when asked for: FAIRWAY_SCREENSHOTS=docs/screenshots. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.FAIRWAY_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

for (const size of SIZES) {
  test(`a visitor goes from the landing page to the demo's live standings (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const calls = recordApiCalls(page);
    const preview = page.getByRole('region', { name: 'Demo preview: group standings' });
    await expect(preview.getByRole('columnheader', { name: 'Win' })).toBeVisible();
    await preview.getByRole('link', { name: 'Open the live demo' }).click();

    // The demo leads with the tournament in play.
    await expect(page).toHaveURL(/\/demo$/);
    const live = page.getByRole('link', { name: 'View Live Standings' });
    await expect(live).toBeVisible();
    await live.click();
    await expect(page).toHaveURL(/\/demo\/tournament\/\d+\/standings$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The member the visitor plays as: rank of 14, chances to win and to cash, Root for.
    const card = page.getByRole('region', { name: /^You are playing as / });
    await expect(card).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Win' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Cash' })).toBeVisible();
    await expect(card).toContainText('of 14');
    // Whom to root for, or (before the demo's first forecast is in) the line that says it comes.
    await expect(
      card.getByText(/Root for|not worked out yet|root for come with the first forecast/).first(),
    ).toBeVisible();
    if (size.name === 'phone') await screenshot(page, 'demo-standings-phone');

    // The standings: Win for every entry, on screen; the player's row marked as the visitor's.
    const table = page.getByRole('table', { name: /standings/ });
    await expect(table.getByRole('columnheader', { name: 'Win' })).toBeVisible();
    await expectOnScreen(page, 'Win');
    await expect(table.locator('tr[data-mine]').first()).toBeVisible();
    await expect(table.locator('tr[data-mine]').first()).toContainText('%');

    // Your Chances, with whom to root for (the forecast's, read-only).
    const chances = page.getByRole('region', { name: 'Your chances' });
    await chances.scrollIntoViewIfNeeded();
    await expect(chances.getByText('Chance to win', { exact: true })).toBeVisible();
    await expect(chances.getByText('Chance to cash', { exact: true })).toBeVisible();
    await expect(chances.getByRole('region', { name: 'Root for' })).toBeVisible();

    // Clean for screen readers and keyboards: light at a desk, dark on a phone, as the
    // accessibility scans look at every other screen (accessibility.spec.ts).
    if (size.name === 'phone') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expect(chances.getByRole('region', { name: 'Root for' })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing the visitor did wrote anything, nor asked for a member's route.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
    expect(
      calls.filter((call) => /\/api\/pool-groups\/\d/.test(call) || call.includes('/events')),
    ).toEqual([]);
  });
}

test('"Make Picks" in the demo says how picking works and saves nothing', async ({ page }) => {
  await page.setViewportSize(SIZES[0]);
  await page.goto('/demo');
  const calls = recordApiCalls(page);
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await page.getByRole('button', { name: 'Make Picks' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Make picks for / });
  await expect(dialog).toContainText('would not be saved');
  await expect(dialog).toContainText('Two golfers from tier 4');
  await expect(dialog.getByRole('link', { name: 'Create a Free Account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await dialog.getByRole('link', { name: 'See the live standings' }).click();
  await expect(page).toHaveURL(/\/demo\/tournament\/\d+\/standings$/);
  await expect(page.getByRole('table', { name: /standings/ })).toBeVisible();
  expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
});
