/**
 * npm run bench:pages -w bench: Lighthouse alone, several runs a page, with each page's median
 * (the full `npm run bench` measures each once among everything else; these machines are noisy).
 * Needs `npm run build` first.
 * - BENCH_PAGES: `four` (the landing page, the leaderboard, the demo and the dashboard), `big`
 *   (the 5,000-entry pool's standings on a phone, in the bench's world) or `all` (the default).
 * - BENCH_PAGE_RUNS: runs a page (3). BENCH_PAGE_REPORTS: a folder to keep each big-pool run's
 *   whole Lighthouse report in.
 */
import { lighthouseOn, lighthouseScores, medianByPage } from './lighthouse';
import { productionBuildExists } from './start-time';
import { bigPoolPage, buildBenchWorld } from './world';

if (!productionBuildExists()) {
  console.error('Build the app first: npm run build');
  process.exit(1);
}

const runs = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const which = process.env.BENCH_PAGES ?? 'all';

if (which === 'all' || which === 'four') {
  const results = (await lighthouseScores(4391, runs)) ?? [];
  console.table(medianByPage(results));
}

if (which === 'all' || which === 'big') {
  const world = await buildBenchWorld();
  try {
    const { page, token } = await bigPoolPage(world);
    const results = await lighthouseOn(
      world.baseUrl,
      Array.from({ length: runs }, () => ({ page, token })),
      { warmUp: true, freshData: true, reportsDir: process.env.BENCH_PAGE_REPORTS },
    );
    console.table(results);
    console.table(medianByPage(results));
  } finally {
    await world.close();
  }
}
