import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium';
import { productionBuildExists, startProductionServer } from './start-time';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Must match the web app's (apps/web/src/lib/auth/token.ts). */
const TOKEN_STORAGE_KEY = 'auth_token';

interface BrowserStorage {
  setItem(key: string, value: string): void;
  clear(): void;
}

/** A page Lighthouse could not measure, with the error it gave. */
export interface LighthouseFailure {
  page: string;
  runtimeError: string;
}

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** The measures behind the performance score, in ms (CLS unitless). */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** What the largest contentful paint was (Lighthouse's label for the element). */
  largestContentfulPaintElement: string | null;
}

/**
 * Lighthouse's default (mobile, simulated throttling) scores for the landing page, the
 * leaderboard, the demo and a signed-in member's dashboard, against the production build on a
 * fresh embedded database. Null when the app is not built or Chromium is missing.
 */
export async function lighthouseScores(
  port = 4391,
): Promise<(LighthouseScores | LighthouseFailure)[] | null> {
  if (!productionBuildExists()) return null;
  const server = await startProductionServer(port);
  try {
    const token = await registerMember(server.url);
    return await lighthouseOn(server.url, [
      { page: '/', token: null },
      { page: '/leaderboard', token: null },
      { page: '/demo', token: null },
      { page: '/ (dashboard, signed in)', token },
    ]);
  } finally {
    await server.stop();
  }
}

/**
 * Lighthouse's scores for pages of a server already running (a page's name is its path, and
 * anything after a space describes it), each signed in with its token or signed out.
 */
export async function lighthouseOn(
  url: string,
  pages: { page: string; token: string | null }[],
  { warmUp = false } = {},
): Promise<(LighthouseScores | LighthouseFailure)[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // `warmUp`: the landing page is opened once first, as it is before the other pages of
    // lighthouseScores: a fresh browser and a server's first static files otherwise weigh on
    // whichever page comes first. Its shared code stays cached, as it does for them.
    if (warmUp) {
      const tab = await browser.newPage();
      await tab.goto(url, { waitUntil: 'load' });
      await tab.close();
    }
    const scores: (LighthouseScores | LighthouseFailure)[] = [];
    for (const { page, token } of pages) {
      // Lighthouse itself fails a run now and then (an empty trace): such a page is run again
      // once, and a second failure is reported as such rather than as a score of 0.
      let measured = await measurePage(browser, url, page, token);
      if ('runtimeError' in measured) measured = await measurePage(browser, url, page, token);
      scores.push(measured);
    }
    return scores;
  } finally {
    await browser.close();
  }
}

async function measurePage(
  browser: Browser,
  url: string,
  page: string,
  signedIn: string | null,
): Promise<LighthouseScores | LighthouseFailure> {
  const tab = await browser.newPage();
  try {
    // The dashboard is "/" for someone signed in: the token goes where the app keeps it.
    await tab.goto(url);
    await tab.evaluate(
      (key, value) => {
        // Runs in the page (bench's TypeScript has no DOM types).
        const { localStorage } = globalThis as unknown as { localStorage: BrowserStorage };
        if (value) localStorage.setItem(key, value);
        else localStorage.clear();
      },
      TOKEN_STORAGE_KEY,
      signedIn,
    );
    const result = await lighthouse(
      `${url}${page.split(' ')[0]}`,
      { logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
      undefined,
      tab,
    );
    const failure = result?.lhr.runtimeError;
    if (!result || failure) return { page, runtimeError: failure?.code ?? 'no result' };
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000;
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      firstContentfulPaintMs: Math.round(metric('first-contentful-paint')),
      largestContentfulPaintMs: Math.round(metric('largest-contentful-paint')),
      totalBlockingTimeMs: Math.round(metric('total-blocking-time')),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      largestContentfulPaintElement: lcpElement(audits['largest-contentful-paint-element']),
    };
  } finally {
    await tab.close();
  }
}

async function registerMember(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Lighthouse Member',
      email: `lighthouse-${Date.now()}@bench.invalid`,
      password: 'lighthouse-password',
    }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The label of the element Lighthouse found as the largest contentful paint, if it says. */
function lcpElement(audit: { details?: unknown } | undefined): string | null {
  // details: a list whose first item is a table of one row naming the element.
  const list = audit?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = list?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})`.slice(0, 160) : null;
}
