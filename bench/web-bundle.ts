import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The landing page's JavaScript at most 150 KB gzipped (docs/performance.md, "Where it stands").
 */
export const LANDING_BUDGET_KB = 150;

const DIST = new URL('../apps/web/dist/', import.meta.url).pathname;
const gzipKb = (file: string) =>
  Math.round(gzipSync(readFileSync(join(DIST, file))).length / 102.4) / 10;

/**
 * Gzipped JavaScript of the built web app: what the landing page loads (the scripts and
 * module preloads index.html names) and each lazily loaded chunk. Null when the app is not built.
 */
export function webBundleSizes() {
  if (!existsSync(join(DIST, 'index.html'))) return null;
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const landingFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const landingKb = Math.round(landingFiles.reduce((sum, file) => sum + gzipKb(file), 0) * 10) / 10;
  const lazyChunks = readdirSync(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js') && !landingFiles.includes(`assets/${file}`))
    .map((file) => ({
      chunk: file.replace(/-[\w-]{8}\.js$/, ''),
      gzipKb: gzipKb(`assets/${file}`),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { landingKb, landingBudgetKb: LANDING_BUDGET_KB, landingFiles, lazyChunks };
}
