import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import roboto from '@capsizecss/metrics/roboto';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';

// Read as text (a CSS import is turned into styles in this environment), from the repository
// root or from apps/web, wherever the run started.
const css = readFileSync(
  ['apps/web/src/styles.css', 'src/styles.css']
    .map((path) => join(process.cwd(), path))
    .find((path) => existsSync(path))!,
  'utf8',
);

/** The descriptors of styles.css's @font-face blocks, by family. */
function fontFaces(): Record<string, Record<string, string>> {
  const faces: Record<string, Record<string, string>> = {};
  for (const [, body] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const descriptors = Object.fromEntries(
      [...body!.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
        name!,
        value!.replace(/\s+/g, ' ').trim(),
      ]),
    );
    faces[descriptors['font-family']!.replace(/['"]/g, '')] = descriptors;
  }
  return faces;
}

/** The Latin Inter file the build ships (the one @fontsource-variable/inter's CSS names). */
function shippedInter(): string {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('@fontsource-variable/inter/package.json'));
  return join(pkg, 'files', 'inter-latin-wght-normal.woff2');
}

describe("the fallback faces are stretched to Inter's metrics", () => {
  it("match capsize's numbers for the Inter file the app ships", async () => {
    const inter = await fromFile(shippedInter());
    const expected = createFontStack([inter, arial, roboto], { fontFaceFormat: 'styleObject' });
    const faces = fontFaces();
    expect(expected.fontFaces).toHaveLength(2);
    for (const { '@font-face': face } of expected.fontFaces) {
      const ours = faces[face.fontFamily.replace(/['"]/g, '')];
      expect(ours, face.fontFamily).toBeDefined();
      for (const [name, value] of [
        ['ascent-override', face.ascentOverride],
        ['descent-override', face.descentOverride],
        ['line-gap-override', face.lineGapOverride],
        ['size-adjust', face.sizeAdjust],
      ] as const)
        expect(ours![name], `${face.fontFamily} ${name}`).toBe(value);
    }
  });

  it('come right after Inter in the text stack, before the system faces', () => {
    const stack = css.match(/--font-sans:\s*([^;]+);/)![1]!.replace(/\s+/g, ' ');
    expect(stack).toMatch(
      /^'Inter Variable', 'Inter Fallback: Arial', 'Inter Fallback: Roboto', ui-sans-serif/,
    );
  });
});
