import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './fit-checks';
import { adminToken, liveGroup, openEntry, signInWithToken } from './support';

/**
 * How pages load on a phone and at a desk: without their layout shifting, and the dashboard
 * without waiting for the session check.
 */

// Each journey makes its own users and groups: they share the two workers with the other files
// instead of running one after another in one of them (4.3 minutes of the browser run).
test.describe.configure({ mode: 'parallel' });

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
