import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster). Blocking time, and so the
   * score, follows it: compare runs only at a like index.
   */
  benchmarkIndex: number;
}

/**
 * Lighthouse's default (mobile, simulated throttling) scores for the landing page, the
 * leaderboard, the demo and a signed-in member's dashboard, against the production build on a
 * fresh embedded database; `runs` times each, one page after another, so the machine's noise is
 * spread over them (medianByPage sums them up). Null when the app is not built or Chromium is
 * missing.
 */
export async function lighthouseScores(
  port = 4391,
  runs = 1,
): Promise<(LighthouseScores | LighthouseFailure)[] | null> {
  if (!productionBuildExists()) return null;
  const server = await startProductionServer(port);
  try {
    const token = await registerMember(server.url);
    const pages = [
      { page: '/', token: null },
      { page: '/leaderboard', token: null },
      { page: '/demo', token: null },
      { page: '/ (dashboard, signed in)', token },
    ];
    return await lighthouseOn(server.url, Array.from({ length: runs }, () => pages).flat());
  } finally {
    await server.stop();
  }
}

/** Each page's median of several runs (failed runs left out), in the order pages came. */
export function medianByPage(results: (LighthouseScores | LighthouseFailure)[]) {
  const byPage = new Map<string, LighthouseScores[]>();
  for (const result of results) {
    if (!('performance' in result)) continue;
    byPage.set(result.page, [...(byPage.get(result.page) ?? []), result]);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return [...byPage].map(([page, runs]) => ({
    page,
    runs: runs.length,
    performance: median(runs.map((run) => run.performance)),
    performanceEach: runs.map((run) => run.performance).join(' '),
    largestContentfulPaintMs: median(runs.map((run) => run.largestContentfulPaintMs)),
    totalBlockingTimeMs: median(runs.map((run) => run.totalBlockingTimeMs)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  }));
}

/**
 * Lighthouse's scores for pages of a server already running (a page's name is its path, and
 * anything after a space describes it), each signed in with its token or signed out.
 */
export async function lighthouseOn(
  url: string,
  pages: { page: string; token: string | null }[],
  {
    warmUp = false,
    freshData = false,
    reportsDir,
  }: { warmUp?: boolean; freshData?: boolean; reportsDir?: string } = {},
): Promise<(LighthouseScores | LighthouseFailure)[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // `warmUp`: the landing page is opened once first, and the app's service worker is left to
    // finish keeping the app's code (as on a phone that has opened Fairway before): a fresh
    // browser and a server's first static files otherwise weigh on whichever page comes first,
    // and a worker still installing competes with it.
    if (warmUp) {
      const tab = await browser.newPage();
      await tab.goto(url, { waitUntil: 'load' });
      // Runs in the page (bench's TypeScript has no DOM types): resolves once the worker is active.
      await tab.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await tab.close();
    }
    const scores: (LighthouseScores | LighthouseFailure)[] = [];
    for (const { page, token } of pages) {
      // Lighthouse itself fails a run now and then (an empty trace): such a page is run again
      // once, and a second failure is reported as such rather than as a score of 0.
      const report = reportsDir ? join(reportsDir, `${scores.length + 1}.json`) : undefined;
      const measure = () => measurePage(browser, url, page, token, { freshData, reportFile: report });
      let measured = await measure();
      if ('runtimeError' in measured) measured = await measure();
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
  {
    freshData,
    reportFile,
  }: {
    /**
     * Empty the browser's HTTP cache first: every answer comes whole, as the live standings do
     * to a returning member (they change every minute), while the app's code stays in the
     * service worker's cache as it does on a phone that has opened Fairway before.
     */
    freshData: boolean;
    /** Where to keep Lighthouse's whole report (JSON), for reading its trace and audits. */
    reportFile?: string;
  },
): Promise<LighthouseScores | LighthouseFailure> {
  const tab = await browser.newPage();
  try {
    if (freshData) await (await tab.createCDPSession()).send('Network.clearBrowserCache');
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
    if (result && reportFile) {
      mkdirSync(dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(result.lhr));
    }
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
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
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
