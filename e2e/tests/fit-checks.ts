import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Checks that a screen fits: cells inside their box, no sideways page, elements on screen, text
 * shown whole, no serious accessibility violation; the two widths every screen must serve; and
 * screenshots for the docs (used by tables-and-history.spec.ts and the phone journeys:
 * phone-and-keyboard.spec.ts, phone-fit.spec.ts, page-loading.spec.ts).
 */

/** A phone and a desk, the two widths every screen must serve (375 px is an iPhone SE to 13 mini). */
export const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desk', width: 1280, height: 860 },
] as const;

/** The element lies inside the screen's width: nothing of it is cut off at the right. */
export async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/**
 * Every visible cell of the table lies inside its box (the box that scrolls it, or the card it
 * sits in): nothing is cut off or hidden past the edge. Names the clipped cells.
 */
export async function expectNoClippedCell(table: Locator, box: Locator) {
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const edge = (await box.boundingBox())!;
  const clipped = await table.evaluate(
    (element, { left, right }) =>
      [...element.querySelectorAll('th, td')]
        .filter((cell) => cell.getClientRects().length > 0)
        .filter((cell) => {
          const rect = cell.getBoundingClientRect();
          return rect.right > right + 0.5 || rect.left < left - 0.5;
        })
        .map(
          (cell) =>
            `${cell.textContent?.trim().slice(0, 30)} (${Math.round(cell.getBoundingClientRect().right - right)} px over)`,
        ),
    { left: edge.x, right: edge.x + edge.width },
  );
  expect(clipped, 'cells past the edge of their box').toEqual([]);
  // And nothing to scroll to sideways inside the box.
  expect(
    await box.evaluate((element) => element.scrollWidth - element.clientWidth),
  ).toBeLessThanOrEqual(1);
}

/** Screenshots for docs/phones.md, when asked for: FAIRWAY_SCREENSHOTS=docs/screenshots. */
export async function screenshot(page: Page, name: string, from: Locator) {
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

/**
 * No serious accessibility violation in the screen as it is now, filled (the scans in
 * accessibility.spec.ts see these screens without finishes or a season): axe's default rules
 * and "label in name", as there.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page itself never scrolls sideways: only a table's own box may. */
export async function expectNoSidewaysPage(page: Page) {
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

/** The text is shown whole: not cut with an ellipsis, not past its line. */
export async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  expect(
    await locator.evaluate((element) => element.scrollWidth - element.clientWidth),
    `"${await locator.textContent()}" is cut`,
  ).toBeLessThanOrEqual(0);
}
