import { get } from 'node:http';
import { openStream } from '../apps/server/test/sse';
import { WORLD, type BenchWorld } from './world';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
/** Each measure's median, rounded to 0.1 ms. */
const medians = <K extends string>(samples: Record<K, number[]>) =>
  Object.fromEntries(
    Object.entries<number[]>(samples).map(([name, values]) => [name, round(median(values))]),
  ) as Record<K, number>;

/**
 * A GET whose body is read to its last byte but not decompressed: fetch would gunzip it on
 * this thread, the server's, and count a client's work as the server's.
 */
function receiveWhole(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The first standings request after a leaderboard update, median of 5 updates, with how long
 * the update itself took to store and announce. The update starts rebuilding the bodies
 * people have been reading, so this request finds its body ready or joins the build in
 * progress (StandingsService); a faster update leaves it less of the build already done, so
 * the sum is the fair comparison.
 */
export async function coldStandingsMs(world: BenchWorld, groupId: number, token: string) {
  const url = `${world.baseUrl}/api/pool-groups/${groupId}/tournaments/${world.tournamentId}/standings`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const samples = {
    updateMs: [] as number[],
    firstResponseMs: [] as number[],
    totalMs: [] as number[],
  };
  for (let i = 0; i < 5; i += 1) {
    // Updates come a minute apart: the previous one's rebuild (200 other groups' bodies, still
    // compressing after this group's) is over before the next is measured.
    await world.app.services.standings.lastRebuild?.catch(() => undefined);
    const started = performance.now();
    await world.advancePlay(10);
    const updated = performance.now();
    const { status } = await receiveWhole(url, headers);
    const answered = performance.now();
    if (status !== 200) throw new Error(`standings answered ${status}`);
    samples.updateMs.push(updated - started);
    samples.firstResponseMs.push(answered - updated);
    samples.totalMs.push(answered - started);
  }
  return medians(samples);
}

/**
 * A leaderboard update with every small group's standings being watched (10,000 entries over
 * 200 groups): how long the update takes to store and announce, and how long until every
 * group's new standings have been served, counted from the start of the update. Each group's
 * first member asks, as the first reader after the update would; all at once, as polling
 * screens do.
 */
export async function recomputeAllMs(world: BenchWorld, token: (i: number) => Promise<string>) {
  const requests = await Promise.all(
    world.smallGroupIds.map(async (groupId, index) => ({
      url: `${world.baseUrl}/api/pool-groups/${groupId}/tournaments/${world.tournamentId}/standings`,
      headers: {
        authorization: `Bearer ${await token((index * WORLD.smallGroupEntries) % WORLD.users)}`,
        'accept-encoding': 'gzip',
      },
    })),
  );
  const readAll = () =>
    Promise.all(
      requests.map(async ({ url, headers }) => {
        const { status, etag } = await receiveWhole(url, headers);
        if (status !== 200) throw new Error(`standings answered ${status}`);
        return etag;
      }),
    );
  const samples = {
    composedMs: [] as number[],
    readyMs: [] as number[],
    updateMs: [] as number[],
    allServedMs: [] as number[],
  };
  const standings = world.app.services.standings;
  for (let i = 0; i < 5; i += 1) {
    // The server's own time first, with nobody asking meanwhile; then again with every group
    // asking as soon as the update is stored, which is how the first readers see it.
    await readAll();
    const previous = standings.lastRebuild;
    await world.advancePlay(10);
    if (standings.lastRebuild === previous) throw new Error('the update rebuilt nothing');
    const rebuilt = await standings.lastRebuild!;
    if (
      rebuilt.groups !== requests.length ||
      rebuilt.entries !== requests.length * WORLD.smallGroupEntries
    )
      throw new Error(`rebuilt ${rebuilt.groups} groups, ${rebuilt.entries} entries`);
    samples.composedMs.push(rebuilt.composedMs);
    samples.readyMs.push(rebuilt.readyMs);

    const before = await readAll();
    const started = performance.now();
    await world.advancePlay(10);
    samples.updateMs.push(performance.now() - started);
    const after = await readAll();
    samples.allServedMs.push(performance.now() - started);
    if (after.some((etag, g) => etag === before[g]))
      throw new Error('a group was served its standings from before the update');
  }
  return medians(samples);
}

/** How long until every one of `streams` open event streams has a newly posted chat message. */
export async function fanOutMs(world: BenchWorld, streams: number) {
  const tokens = await Promise.all(Array.from({ length: streams }, (_, i) => world.token(i)));
  const open = await Promise.all(
    tokens.map((token) =>
      openStream(`${world.baseUrl}/api/pool-groups/${world.bigGroupId}/events`, token),
    ),
  );
  await Promise.all(open.map((stream) => stream.next((e) => e.event === 'ready', 30_000)));
  const started = performance.now();
  const posted = await fetch(`${world.baseUrl}/api/pool-groups/${world.bigGroupId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'Fan-out check' }),
  });
  if (posted.status !== 201) throw new Error(`chat post answered ${posted.status}`);
  await Promise.all(open.map((stream) => stream.next((e) => e.event === 'message', 30_000)));
  const elapsed = performance.now() - started;
  for (const stream of open) stream.close();
  return { streams: open.filter((s) => s.status === 200).length, allReceivedMs: round(elapsed) };
}

/**
 * The big group's forecast after a leaderboard update (median of 5): how long the forecast
 * thread worked on it (10,000 finishes simulated, its 5,000 entries scored), and how long from
 * the start of the update until it was in, and until every group's was (each group read
 * before the update is forecast again, one after another on the one thread). Meanwhile standings requests for another group run 8 at
 * a time, and their latency is reported (p50, p99): the forecast must not slow them.
 */
export async function forecastMs(world: BenchWorld, token: string) {
  const { forecasts, standings } = world.app.services;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const url = (groupId: number) =>
    `${world.baseUrl}/api/pool-groups/${groupId}/tournaments/${world.tournamentId}/standings`;
  const bigForecast = () => forecasts.latestOf(world.bigGroupId, world.tournamentId);
  await receiveWhole(url(world.bigGroupId), headers);
  await forecasts.whenIdle();
  const samples = {
    threadMs: [] as number[],
    bigGroupReadyMs: [] as number[],
    allReadyMs: [] as number[],
  };
  const latencies: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await standings.lastRebuild?.catch(() => undefined);
    await receiveWhole(url(world.mediumGroupId), headers);
    const before = bigForecast()!.leaderboardVersion;
    const started = performance.now();
    await world.advancePlay(10);
    // The big group's body is rebuilt with the previous forecast, and the new one started.
    let forecasting = true;
    const reading = Array.from({ length: 8 }, async () => {
      while (forecasting) {
        const sent = performance.now();
        await receiveWhole(url(world.mediumGroupId), headers);
        latencies.push(performance.now() - sent);
      }
    });
    // Looked for every 5 ms: when the big group's forecast of this update is in.
    while ((bigForecast()?.leaderboardVersion ?? before) === before)
      await new Promise((resolve) => setTimeout(resolve, 5));
    samples.bigGroupReadyMs.push(performance.now() - started);
    await forecasts.whenIdle();
    samples.allReadyMs.push(performance.now() - started);
    samples.threadMs.push(bigForecast()!.threadMs);
    forecasting = false;
    await Promise.all(reading);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return {
    entries: WORLD.bigGroupEntries,
    ...medians(samples),
    standingsDuringForecast: { requests: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) },
  };
}
