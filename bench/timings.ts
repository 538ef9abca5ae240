import { openStream } from '../apps/server/test/sse';
import { WORLD, type BenchWorld } from './world';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The first standings request after a leaderboard update, median of 5 updates. The update
 * starts rebuilding the bodies people have been reading, so this request finds its body
 * ready or joins the build in progress (StandingsService).
 */
export async function coldStandingsMs(world: BenchWorld, groupId: number, token: string) {
  const url = `${world.baseUrl}/api/pool-groups/${groupId}/tournaments/${world.tournamentId}/standings`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await world.advancePlay(10);
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return round(median(samples));
}

/** Every small group's standings recomputed after one update (10,000 entries over 200 groups). */
export async function recomputeAllMs(world: BenchWorld, token: (i: number) => Promise<string>) {
  await world.advancePlay(10);
  const started = performance.now();
  for (const [index, groupId] of world.smallGroupIds.entries()) {
    // The group's first member asks, as the first visitor after the update would.
    const firstMember = (index * WORLD.smallGroupEntries) % WORLD.users;
    const response = await fetch(
      `${world.baseUrl}/api/pool-groups/${groupId}/tournaments/${world.tournamentId}/standings`,
      { headers: { authorization: `Bearer ${await token(firstMember)}` } },
    );
    if (!response.ok) throw new Error(`standings answered ${response.status}`);
    await response.arrayBuffer();
  }
  return round(performance.now() - started);
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
