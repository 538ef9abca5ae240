import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSidewaysPage, expectOnScreen, SIZES } from './fit-checks';
import {
  adminToken,
  newUser,
  openEntry,
  registerThroughApi,
  signInWithToken,
  type SeasonTournament,
} from './support';

/**
 * Doing things on a phone and by keyboard: an entry by keyboard alone and a tier at a time on a
 * phone, tier management, and an invite shared from the phone's share sheet. How the screens
 * fit a phone is phone-fit.spec.ts; how pages load, page-loading.spec.ts.
 */

// Each journey makes its own users and groups: they share the two workers with the other files
// instead of running one after another in one of them (4.3 minutes of the browser run).
test.describe.configure({ mode: 'parallel' });

/** The element's rendered width in CSS pixels (0 when it is squeezed out). */
const widthOf = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

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
