import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminToken,
  auth,
  enterFirstPicks,
  liveGroup,
  newUser,
  registerThroughApi,
  signInWithToken,
} from './support';

/**
 * Every screen of the route table, checked with axe (AXE_OPTIONS below) in both themes,
 * at a desk and on a phone (LOOKS below): no serious or critical violation. Screens are opened as the role
 * that can see them: visitor, a group admin with a group and a tournament, and the platform
 * admin.
 */

// A scan takes seconds on a busy two-core machine, and each test walks many screens. The
// scans run after the journeys (playwright.config.ts), two at a time.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

/**
 * The ways a screen is seen. `npm test` runs two that between them cover both themes and both
 * sizes on every screen; `A11Y_ALL_LOOKS=1` adds the two crossings (light on a phone, dark at
 * a desk), which check only what one size shows in the other theme's colours. The two take
 * about two minutes on two cores, all four about four, so the crossings are a check before a
 * release (docs/phones.md).
 */
const ALL_LOOKS = [
  { name: 'light, desk', theme: 'light', size: { width: 1280, height: 860 } },
  { name: 'dark, phone', theme: 'dark', size: { width: 375, height: 812 } },
  { name: 'light, phone', theme: 'light', size: { width: 375, height: 812 } },
  { name: 'dark, desk', theme: 'dark', size: { width: 1280, height: 860 } },
] as const;
const LOOKS = process.env.A11Y_ALL_LOOKS === '1' ? ALL_LOOKS : ALL_LOOKS.slice(0, 2);
type Look = (typeof ALL_LOOKS)[number];

/** The page shows `look` from its first paint: the chosen theme is stored as the app keeps it. */
async function seeAs(page: Page, look: Look) {
  await page.setViewportSize(look.size);
  await page.emulateMedia({ colorScheme: look.theme });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), look.theme);
}

const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=accessibility-check',
  '/verify-email?token=accessibility-check',
  '/auth/error?message=oauth_failed',
  // Without a token from a sign-in redirect: the page says sign-in could not be completed.
  '/auth/callback',
  '/auth/diagnostic',
  '/leaderboard',
  '/tournaments',
  '/features',
  '/terms',
  '/privacy',
  '/contact',
  '/demo',
  '/pricing',
  '/billing',
  '/unsubscribe?token=accessibility-check',
];

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Let the screen's data arrive (live screens keep a stream open, so no "network idle").
  await page.waitForTimeout(250);
  return violationsHere(page, path);
}

/**
 * What each scan runs: every rule axe runs by default (WCAG 2.0 to 2.2 A and AA, and axe's best
 * practices), and label-content-name-mismatch (WCAG 2.5.3, "label in name": a control's
 * accessible name holds the text it shows), which axe counts as experimental and leaves off
 * unless a scan names it. Only violations are read, so axe does not detail every node that
 * passed. (One options object: AxeBuilder's options() replaces what withTags() had set.)
 */
const AXE_OPTIONS = {
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
} satisfies Parameters<AxeBuilder['options']>[0];

/** The serious and critical violations of what the page shows now, named by `where`. */
async function violationsHere(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    // axe runs in the page itself: the default runs it frame by frame and finishes in a new
    // blank page, for cross-origin frames the app does not have, and took two to five times
    // as long (a desk's tier management: 3.8 s a scan instead of 1.8 s alone, 21 s on a busy
    // machine).
    .setLegacyMode(true)
    .options(AXE_OPTIONS)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path: where,
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

async function scan(page: Page, paths: string[]) {
  const found = [];
  for (const path of paths) found.push(...(await seriousViolations(page, path)));
  expect(found).toEqual([]);
}

async function groupWithTournament(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const group = (await (
    await request.post('/api/pool-groups', { headers, data: { name: 'Accessible Pool' } })
  ).json()) as { id: number };
  const season = (await (await request.get('/api/tournaments')).json()) as {
    id: number;
    status: string;
    tiersAssigned: boolean;
  }[];
  const upcoming = season.find((t) => t.status === 'upcoming' && t.tiersAssigned)!;
  const added = await request.post(`/api/group-admin/${group.id}/tournaments`, {
    headers,
    data: { tournament_id: upcoming.id },
  });
  expect(added.ok()).toBe(true);
  return { groupId: group.id, tournamentId: upcoming.id };
}

for (const look of LOOKS) {
  test.describe(look.name, () => {
    test.beforeEach(({ page }) => seeAs(page, look));

    test('the public screens have no serious accessibility violation', async ({ page }) => {
      await scan(page, PUBLIC_PATHS);
    });

    test("a visitor's invite screens have no serious accessibility violation", async ({
      page,
      request,
    }) => {
      const owner = await registerThroughApi(request, newUser('a11y-invite'));
      const group = (await (
        await request.post('/api/pool-groups', {
          headers: { authorization: `Bearer ${owner.token}` },
          data: { name: 'Invited Pool' },
        })
      ).json()) as { inviteCode: string };
      const join = `/groups/join/${group.inviteCode}`;
      await scan(page, [
        join,
        `/login?redirect=${encodeURIComponent(join)}`,
        `/register?redirect=${encodeURIComponent(join)}`,
      ]);
    });

    test("a group admin's screens have no serious accessibility violation", async ({
      page,
      request,
    }) => {
      const admin = await registerThroughApi(request, newUser('a11y'));
      const { groupId, tournamentId } = await groupWithTournament(request, admin.token);
      const entryId = await enterFirstPicks(request, admin.token, groupId, tournamentId);
      await signInWithToken(page, admin.token);
      const tournament = `/groups/${groupId}/tournament/${tournamentId}`;
      await scan(page, [
        '/',
        '/history',
        '/profile',
        '/profile?tab=security',
        '/groups',
        '/groups/new',
        `/groups/${groupId}`,
        `/groups/${groupId}/tournaments`,
        `${tournament}/entry`,
        `${tournament}/entry/${entryId}`,
        `${tournament}/my-entries`,
        `${tournament}/standings`,
        `${tournament}/payments`,
        `/groups/${groupId}/admin`,
        `/groups/${groupId}/history`,
        `/groups/${groupId}/financial-report`,
      ]);
    });

    test("a live pool's screens, filled and with their dialogs open, have no serious accessibility violation", async ({
      page,
      request,
    }) => {
      const { captain, group, live } = await liveGroup(request);
      const tournament = `/groups/${group.id}/tournament/${live.id}`;
      const [entry] = (await (
        await request.get(`/api/pool-groups/${group.id}/tournaments/${live.id}/entries`, {
          headers: auth(captain.token),
        })
      ).json()) as { id: number }[];
      await signInWithToken(page, captain.token);
      await scan(page, [
        `${tournament}/standings`,
        `${tournament}/payments`,
        `${tournament}/my-entries`,
        // Play has started: the entry is shown locked.
        `${tournament}/entry/${entry!.id}`,
        `/tournament/${live.id}/history`,
        `/groups/${group.id}/history`,
      ]);
      const found = [];
      // An entry opened to its golfers, round by round.
      await page.goto(`${tournament}/standings`);
      // Every row and the cards below them are here (the whole body, after the first rows).
      await expect(page.getByRole('region', { name: 'Most picked golfers' })).toBeVisible();
      // The standings' own rows (the "my entry" card above them is a table too).
      await page
        .getByRole('table', { name: /standings/ })
        .getByRole('rowheader')
        .first()
        .getByRole('button')
        .click();
      await expect(page.getByRole('region', { name: /^Rounds for / })).toBeVisible();
      found.push(...(await violationsHere(page, 'standings, an entry opened')));
      await page.goto(`${tournament}/payments`);
      await page
        .getByRole('button', { name: /^Mark Paid/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violationsHere(page, 'payments, the Mark Paid dialog')));
      await page.goto(`/groups/${group.id}`);
      await page.getByRole('button', { name: /QR Code/ }).click();
      await expect(page.getByRole('dialog', { name: 'Invite QR code' })).toBeVisible();
      found.push(...(await violationsHere(page, 'group page, the invite QR code')));
      expect(found).toEqual([]);
    });

    test("the platform admin's screens have no serious accessibility violation", async ({
      page,
      request,
    }) => {
      const season = (await (await request.get('/api/tournaments')).json()) as { id: number }[];
      await signInWithToken(page, await adminToken(request));
      await scan(page, [
        '/admin',
        `/admin/tournament/${season[0]!.id}/tiers`,
        `/admin/tournament/${season[0]!.id}/entries`,
        '/admin/historical',
        '/test-sentry',
      ]);
    });
  });
}

/** Presses Tab until `target` has the focus (as a keyboard user would), failing after `limit`. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 300) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(target)} with the Tab key`);
}

test('the keyboard alone can make an entry', async ({ page, request }) => {
  const member = await registerThroughApi(request, newUser('keyboard'));
  const { groupId, tournamentId } = await groupWithTournament(request, member.token);
  await signInWithToken(page, member.token, `/groups/${groupId}/tournaments`);
  await tabTo(page, page.getByRole('link', { name: /^Make Picks/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tournament/${tournamentId}/entry$`));

  for (const [tier, picks] of [
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
  ] as const) {
    // A tier is one tab stop: Tab reaches its first golfer, the arrow keys the others.
    const golfers = page.getByRole('group', { name: `Tier ${tier}` }).getByRole('button');
    await tabTo(page, golfers.first());
    for (let pick = 0; pick < picks; pick += 1) {
      if (pick > 0) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
    }
  }
  await tabTo(page, page.getByLabel('Tiebreaker (optional)'));
  await page.keyboard.type('-8');
  const submit = page.getByRole('button', { name: 'Submit Selections' });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tournament/${tournamentId}/my-entries$`));
});
