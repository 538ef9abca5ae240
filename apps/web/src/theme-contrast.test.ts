import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read as text (a CSS import is turned into styles in this environment), from the repository
// root or from apps/web, wherever the run started.
const css = readFileSync(
  ['apps/web/src/styles.css', 'src/styles.css']
    .map((path) => join(process.cwd(), path))
    .find((path) => existsSync(path))!,
  'utf8',
);

/** The palette's custom properties in one block of styles.css (`:root {` or `.dark {`). */
function palette(block: string): Record<string, string> {
  const body = css.slice(css.indexOf(`${block} {`)).split('}')[0]!;
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [name!, value!]),
  );
}

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the palette reads at WCAG AA (4.5:1) in both themes', () => {
  // Green text on its soft background is an active link, a badge, a selected pick.
  const pairs = [
    ['primary', 'primary-soft'],
    ['primary', 'surface'],
    ['primary', 'surface-2'],
    ['ink', 'surface'],
    ['muted', 'surface'],
    ['muted', 'surface-2'],
    ['on-primary', 'primary'],
    ['on-danger', 'danger'],
    ['on-warning', 'warning'],
    // Text in the signal colours: under-par scores, errors, warnings, info, and their badges.
    ['under-par', 'surface'],
    ['under-par', 'surface-2'],
    ['danger', 'surface'],
    ['danger', 'danger-soft'],
    ['warning', 'warning-soft'],
    ['warning', 'surface'],
    ['success', 'surface'],
    ['info', 'surface'],
    ['info', 'info-soft'],
  ] as const;

  for (const block of [':root', '.dark'])
    it(`${block === ':root' ? 'light' : 'dark'}`, () => {
      const colours = palette(block);
      for (const [text, background] of pairs)
        expect(
          contrast(colours[text]!, colours[background]!),
          `${text} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
    });
});
