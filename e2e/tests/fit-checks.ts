import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Checks that a screen fits: cells inside their box, no sideways page, text shown whole, no
 * serious accessibility violation; and screenshots for the docs (used by
 * tables-and-history.spec.ts).
 */

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
  await from.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 72));
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

/** The page never scrolls sideways. */
export async function expectNoSidewaysPage(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The text is shown whole: not cut with an ellipsis, not past its line. */
export async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  expect(
    await locator.evaluate((element) => element.scrollWidth - element.clientWidth),
    `"${await locator.textContent()}" is cut`,
  ).toBeLessThanOrEqual(0);
}
