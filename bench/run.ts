/**
 * npm run bench: throughput of the hot read paths against a bare Fastify route measured in the
 * same run (ARCHITECTURE.md "Targets"), over loopback with gzip as browsers ask. Results are
 * printed and written to bench/results/. A benchmark, never a test: figures vary by machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { buildBenchWorld } from './world';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

async function measure(name: string, url: string, headers: Record<string, string>) {
  // A short warm-up fills caches and lets the JIT settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const world = await buildBenchWorld();
const gzip = { 'accept-encoding': 'gzip' };
const auth = { ...gzip, authorization: `Bearer ${world.token}` };
const rows = [
  await measure('bare route (baseline)', `${world.baseUrl}/healthz`, gzip),
  await measure(
    'global leaderboard (156 golfers)',
    `${world.baseUrl}/api/tournament/${world.tournamentId}/leaderboard`,
    gzip,
  ),
  await measure(
    `standings (${world.entries} entries)`,
    `${world.baseUrl}/api/pool-groups/${world.groupId}/tournaments/${world.tournamentId}/standings`,
    auth,
  ),
];
await world.close();

const baseline = rows[0]!.requestsPerSecond;
const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: { connections: CONNECTIONS, durationSeconds: DURATION_S },
  results: rows.map((row) => ({
    ...row,
    ratioToBaseline: Math.round((row.requestsPerSecond / baseline) * 100) / 100,
  })),
};
console.table(report.results);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL(`./results/${report.date.slice(0, 10)}-http.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
);
