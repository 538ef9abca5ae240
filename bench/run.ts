/**
 * npm run bench: Fairway's performance figures (issue 8; the targets are in docs/performance.md,
 * "Where it stands") on a large generated world, printed and written to
 * bench/results/{date}-{time}.json. Throughput is reported against a bare Fastify route measured in
 * the same run, because these machines are noisy. A benchmark, never a test; it exits non-zero only
 * when the landing page's JavaScript passes its budget. Set BENCH_DURATION_S, BENCH_CONNECTIONS,
 * BENCH_BIG_ENTRIES... to scale it down, and BENCH_DATABASE_URL (an empty PostgreSQL database) to
 * measure on PostgreSQL.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrate } from './calibration';
import { LOAD_SETTINGS, measureLoad } from './http-load';
import { lighthouseOn, lighthouseScores } from './lighthouse';
import { productionBuildExists, startToFirstResponse } from './start-time';
import { coldStandingsMs, fanOutMs, forecastMs, recomputeAllMs } from './timings';
import { webBundleSizes } from './web-bundle';
import { bigPoolPage, buildBenchWorld, WORLD } from './world';

/** Writes every (player, group) pair as a request to make; returns the worker's setup file. */
async function chatPosters(benchWorld: typeof world) {
  const tokens = await Promise.all(
    Array.from({ length: WORLD.users }, (_, player) => benchWorld.token(player)),
  );
  const file = join(mkdtempSync(join(tmpdir(), 'fairway-bench-chat-')), 'posters.json');
  writeFileSync(
    file,
    JSON.stringify(
      benchWorld.posters.map(({ player, groupId }) => ({
        path: `/api/pool-groups/${groupId}/messages`,
        authorization: `Bearer ${tokens[player]}`,
      })),
    ),
  );
  process.env.BENCH_CHAT_POSTERS = file;
  return fileURLToPath(new URL('./chat-request.cjs', import.meta.url));
}

const rssMiB = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const gzip = { 'accept-encoding': 'gzip' };

const start = await startToFirstResponse();
const world = await buildBenchWorld();
const memory = { afterWorldBuiltMiB: rssMiB(), underLoadMiB: 0 };
const member = { ...gzip, authorization: `Bearer ${await world.token(0)}` };
const standingsUrl = (groupId: number, query = '') =>
  `${world.baseUrl}/api/pool-groups/${groupId}/tournaments/${world.tournamentId}/standings${query}`;

// Before the load runs read the larger groups: this measures the 200 small groups alone.
const recomputeAllSmallGroups = await recomputeAllMs(world, world.token);

/** The compressed size of a body, as the load runs receive it. */
const gzipBytes = async (url: string, headers: Record<string, string>) => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return Number(response.headers.get('content-length'));
};

/**
 * A standings load run, and a bare route sending as many bytes: its ceiling on this machine.
 * `compact`: the shape the web app asks for (each golfer once).
 */
async function standingsLoad(entries: number, groupId: number, compact = false) {
  const url = standingsUrl(groupId, compact ? '?shape=compact' : '');
  const bytes = await gzipBytes(url, member);
  const kb = Math.round(bytes / 100) / 10;
  return [
    await measureLoad(`standings, ${entries} entries${compact ? ', compact' : ''}`, url, member),
    await measureLoad(`bare route, ${kb} KB body`, `${world.baseUrl}/bench/bytes/${bytes}`, gzip),
  ];
}

const load = [
  await measureLoad('bare route (baseline)', `${world.baseUrl}/healthz`, gzip),
  ...(await standingsLoad(WORLD.mediumGroupEntries, world.mediumGroupId)),
  ...(await standingsLoad(WORLD.bigGroupEntries, world.bigGroupId)),
  ...(await standingsLoad(WORLD.bigGroupEntries, world.bigGroupId, true)),
  await measureLoad(
    'global leaderboard',
    `${world.baseUrl}/api/tournament/${world.tournamentId}/leaderboard`,
    gzip,
  ),
  await measureLoad('dashboard, member of 5 groups', `${world.baseUrl}/api/dashboard`, member),
  await measureLoad(
    'posting chat messages',
    `${world.baseUrl}/api/pool-groups/${world.bigGroupId}/messages`,
    { 'content-type': 'application/json' },
    {
      method: 'POST',
      body: JSON.stringify({ message: 'Bench post' }),
      setupRequest: await chatPosters(world),
    },
  ),
];
memory.underLoadMiB = rssMiB();
const baseline = load[0]!.requestsPerSecond;
const ratio = (rate: number, to: number) => Math.round((rate / to) * 100) / 100;

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  world: { ...WORLD, buildSeconds: world.buildSeconds },
  database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  load: {
    settings: LOAD_SETTINGS,
    results: load.map((row, index) => ({
      ...row,
      ratioToBaseline: ratio(row.requestsPerSecond, baseline),
      // Each standings run is followed by its bare route of the same size (standingsLoad).
      ...(row.name.startsWith('standings') && {
        ratioToSameBytes: ratio(row.requestsPerSecond, load[index + 1]!.requestsPerSecond),
      }),
    })),
  },
  coldStandingsBigGroup: await coldStandingsMs(world, world.bigGroupId, await world.token(0)),
  recomputeAllSmallGroups,
  fanOut: await fanOutMs(world, Math.min(1000, WORLD.users)),
  bigGroupForecast: await forecastMs(world, await world.token(0)),
  // Are the chances honest? 12 simulated seasons (60 tournaments), a 20-entry pool each,
  // forecast at four moments through play with the production number of finishes.
  forecastCalibration: await calibrate({
    seeds: Array.from(
      { length: Number(process.env.BENCH_CALIBRATION_SEEDS ?? 12) },
      (_, i) => `season-${i + 1}`,
    ),
    entriesPerPool: 20,
    moments: [0.1, 0.35, 0.6, 0.85],
    simulations: 10_000,
  }),
  memory,
  start,
  web: webBundleSizes(),
  // The big pool's standings page on a phone, as Lighthouse's mobile profile sees it: how soon
  // its first rows show (largest contentful paint, and which element that was).
  bigPoolStandingsPage: productionBuildExists()
    ? await lighthouseOn(world.baseUrl, [await bigPoolPage(world)], {
        warmUp: true,
        freshData: true,
      })
    : null,
};
await world.close();
// After the world is gone, so the browser and the production server have the machine.
const finalReport = { ...report, lighthouse: await lighthouseScores() };

console.table(report.load.results);
if (finalReport.lighthouse) console.table(finalReport.lighthouse);
console.log(
  JSON.stringify(
    {
      ...finalReport,
      load: undefined,
      lighthouse: undefined,
      web: { ...report.web, lazyChunks: undefined },
    },
    null,
    2,
  ),
);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
// Date and UTC time, so a second run on one day does not overwrite the first.
const stamp = `${report.date.slice(0, 10)}-${report.date.slice(11, 16).replace(':', '')}`;
const file = new URL(`./results/${stamp}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify(finalReport, null, 2)}\n`);
console.log(`written to ${file.pathname}`);
if (report.web && report.web.landingKb > report.web.landingBudgetKb) {
  console.error(
    `The landing page's JavaScript is ${report.web.landingKb} KB gzipped, over the ${report.web.landingBudgetKb} KB budget.`,
  );
  process.exitCode = 1;
}
