import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import {
  chatMessages,
  entries,
  groupMembers,
  groupTournaments,
  poolGroups,
  tournamentGolfers,
  users,
} from '../apps/server/src/db/schema';
import { seedSimulatorSeason } from '../apps/server/src/golf-data/season';
import { createSimulator } from '../apps/server/src/golf-data/simulator';
import { ManualClock } from '../apps/server/src/lib/clock';
import { ensureAdminUser } from '../apps/server/src/modules/auth/seed-admin';
import { TokenService } from '../apps/server/src/security/tokens';
import { productionBuildExists } from './start-time';

const WEB_ROOT = new URL('../apps/web/dist', import.meta.url).pathname;

/** The sizes of issue 8's large world; each can be made smaller through the environment. */
export const WORLD = {
  users: Number(process.env.BENCH_USERS ?? 2000),
  bigGroupEntries: Number(process.env.BENCH_BIG_ENTRIES ?? 5000),
  mediumGroupEntries: 200,
  smallGroups: Number(process.env.BENCH_SMALL_GROUPS ?? 200),
  smallGroupEntries: 50,
  chatPerGroup: 20,
};

const BATCH = 1000;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * A fresh in-memory world for the benchmarks: the simulated season (its live tournament has
 * the full field), WORLD.users players, one group of 5,000 entries, one of 200, 200 groups of
 * 50 entries, chat history in each; player 1 belongs to 5 groups (for the dashboard).
 */
export async function buildBenchWorld() {
  const startedAt = performance.now();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  // BENCH_DATABASE_URL: an empty PostgreSQL database to build the world in instead of the
  // embedded one (the bench's PostgreSQL figures).
  const database = await openDatabase({
    url: process.env.BENCH_DATABASE_URL ?? 'memory://',
    dataDir: '',
    timeouts: config.databaseTimeouts,
  });
  const clock = new ManualClock(new Date('2026-06-10T16:00:00Z'));
  const golf = createSimulator({ seed: 'bench', anchorDate: '2026-06-10', clock });
  // The built web app too, when there is one: Lighthouse opens the big pool's standings.
  const webRoot = productionBuildExists() ? WEB_ROOT : null;
  const app = await buildApp({ config, database, golf, clock, webRoot });
  await ensureAdminUser(database.db, config, app.log);
  await seedSimulatorSeason(database.db, app.services.golfSync, golf);
  const db = database.db;
  const tournamentId = (await app.services.tournaments.list()).find(
    (t) => t.status === 'active',
  )!.id;

  const people: { id: number }[] = [];
  await inBatches(
    Array.from({ length: WORLD.users }, (_, i) => ({
      name: `Bench Player ${i + 1}`,
      email: `bench${i + 1}@bench.invalid`,
    })),
    async (batch) =>
      people.push(...(await db.insert(users).values(batch).returning({ id: users.id }))),
  );

  const field = await db
    .select()
    .from(tournamentGolfers)
    .where(
      and(eq(tournamentGolfers.tournamentId, tournamentId), isNotNull(tournamentGolfers.tier)),
    );
  const tier = (n: number) => field.filter((g) => g.tier === n).map((g) => g.golferId);
  const [t1, t2, t3, t4] = [tier(1), tier(2), tier(3), tier(4)];
  let entrySeed = 0;
  const pick = (groupId: number, userId: number) => {
    const i = (entrySeed += 1);
    return {
      groupId,
      tournamentId,
      userId,
      tier1GolferId: t1[i % t1.length]!,
      tier2GolferId: t2[(i * 3) % t2.length]!,
      tier3GolferId: t3[(i * 7) % t3.length]!,
      tier4GolferId1: t4[(i * 11) % t4.length]!,
      tier4GolferId2: t4[(i * 11 + 1) % t4.length]!,
      tiebreaker: -(i % 20),
    };
  };

  /** A group on the live tournament (paid up, so standings show), its members and entries. */
  async function group(name: string, memberIds: number[], entryCount: number) {
    const [created] = await db
      .insert(poolGroups)
      .values({
        name,
        inviteCode: `B${name.replace(/\W/g, '').slice(-7).toUpperCase()}`,
        createdBy: memberIds[0]!,
      })
      .returning({ id: poolGroups.id });
    const groupId = created!.id;
    await inBatches(
      memberIds.map((userId, i) => ({
        groupId,
        userId,
        role: i === 0 ? ('admin' as const) : ('member' as const),
      })),
      (batch) => db.insert(groupMembers).values(batch),
    );
    await db.insert(groupTournaments).values({
      groupId,
      tournamentId,
      paymentCompleted: true,
      allowMultipleEntries: true,
      maxEntriesPerUser: 10,
    });
    await inBatches(
      Array.from({ length: entryCount }, (_, i) => pick(groupId, memberIds[i % memberIds.length]!)),
      (batch) => db.insert(entries).values(batch),
    );
    await db.insert(chatMessages).values(
      Array.from({ length: WORLD.chatPerGroup }, (_, i) => ({
        groupId,
        userId: memberIds[i % memberIds.length]!,
        message: `Bench chat message ${i + 1}`,
      })),
    );
    return groupId;
  }

  const ids = people.map((p) => p.id);
  const bigGroupId = await group('Bench Big Pool', ids, WORLD.bigGroupEntries);
  const mediumGroupId = await group(
    'Bench Medium Pool',
    ids.slice(0, 200),
    WORLD.mediumGroupEntries,
  );
  const smallGroupIds: number[] = [];
  /** Every (player, group) pair that may post chat: each player's index and a group. */
  const posters: { player: number; groupId: number }[] = ids.map((_, player) => ({
    player,
    groupId: bigGroupId,
  }));
  for (let g = 0; g < WORLD.smallGroups; g += 1) {
    // Player 1 joins the first three small groups, so they belong to 5 groups in all.
    const members = Array.from(
      { length: WORLD.smallGroupEntries },
      (_, i) => ids[(g * WORLD.smallGroupEntries + i) % ids.length]!,
    );
    if (g < 3 && !members.includes(ids[0]!)) members[members.length - 1] = ids[0]!;
    const groupId = await group(`Bench Small Pool ${g + 1}`, members, WORLD.smallGroupEntries);
    smallGroupIds.push(groupId);
    for (const member of members) posters.push({ player: ids.indexOf(member), groupId });
  }

  // A bare route that sends a body of any size: what the same bytes cost without the work of
  // the route that made them (the ceiling for a cached standings body of that size).
  const bodies = new Map<number, Buffer>();
  app.get<{ Params: { bytes: string } }>(
    '/bench/bytes/:bytes',
    // Public like /healthz: without it every request was a 401 (the figures of the same-bytes
    // rows before 2026-11-25 13:00 measured an empty refusal, not the bytes).
    { compress: false, config: { public: true } },
    (request, reply) => {
      const bytes = Number(request.params.bytes);
      let body = bodies.get(bytes);
      if (!body) bodies.set(bytes, (body = randomBytes(bytes)));
      return reply.type('application/octet-stream').send(body);
    },
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    tournamentId,
    bigGroupId,
    mediumGroupId,
    smallGroupIds,
    posters,
    buildSeconds: Math.round((performance.now() - startedAt) / 100) / 10,
    token: (index: number) => app.services.sessions.issue(ids[index]!),
    /**
     * A token a browser keeps: issued by today's clock, not the world's (June 2026), since the
     * web app signs out a token it finds past its expiry. The server, at June, accepts it.
     * Session epoch 0: the bench's players were never signed out everywhere.
     */
    browserToken: (index: number) =>
      new TokenService(config.jwtSecret!, config.tokenTtlSeconds, () => new Date()).issue(
        ids[index]!,
        0,
      ),
    advancePlay: async (minutes: number) => {
      clock.advance(minutes * 60_000);
      await app.services.golfSync.refreshLive();
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type BenchWorld = Awaited<ReturnType<typeof buildBenchWorld>>;

/**
 * The 5,000-entry pool's standings page as Lighthouse opens it (its path, named with its size)
 * and a member's browser token, once the server has those standings ready with their win
 * chances: measured as members find it during play, not at its very first read.
 */
export async function bigPoolPage(world: BenchWorld) {
  const path = `/groups/${world.bigGroupId}/tournament/${world.tournamentId}/standings`;
  const api = `${world.baseUrl}/api/pool-groups/${world.bigGroupId}/tournaments/${world.tournamentId}/standings?shape=compact`;
  const authorization = `Bearer ${await world.token(0)}`;
  for (let tries = 0; ; tries += 1) {
    const response = await fetch(api, { headers: { authorization } });
    const body = (await response.json()) as { forecast?: { upToDate: boolean } | null };
    if (body.forecast?.upToDate) break;
    if (tries === 100) throw new Error('The big pool was never forecast');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    page: `${path} (${WORLD.bigGroupEntries} entries)`,
    token: await world.browserToken(0),
  };
}
