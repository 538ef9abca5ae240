import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import {
  entries,
  groupMembers,
  groupTournaments,
  poolGroups,
  tournamentGolfers,
  users,
} from '../apps/server/src/db/schema';
import { createSimulator } from '../apps/server/src/golf-data/simulator';
import { seedSimulatorSeason } from '../apps/server/src/golf-data/season';
import { ManualClock } from '../apps/server/src/lib/clock';
import { ensureAdminUser } from '../apps/server/src/modules/auth/seed-admin';
import { and, eq, isNotNull } from 'drizzle-orm';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 200);

/** A fresh in-memory world: the simulated season and one group of ENTRIES entries on the live tournament. */
export async function buildBenchWorld() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_PASSWORD: 'bench-admin-password',
  });
  const database = await openDatabase({ url: 'memory://', dataDir: '' });
  const clock = new ManualClock(new Date('2026-06-10T16:00:00Z'));
  const golf = createSimulator({ seed: 'bench', anchorDate: '2026-06-10', clock });
  const app = await buildApp({ config, database, golf, clock });
  await ensureAdminUser(database.db, config, app.log);
  await seedSimulatorSeason(database.db, app.services.golfSync, golf);
  const db = database.db;
  const tournamentId = (await app.services.tournaments.list()).find(
    (t) => t.status === 'active',
  )!.id;

  const people = await db
    .insert(users)
    .values(
      Array.from({ length: ENTRIES }, (_, i) => ({
        name: `Bench Player ${i + 1}`,
        email: `bench${i + 1}@bench.invalid`,
      })),
    )
    .returning({ id: users.id });
  const [group] = await db
    .insert(poolGroups)
    .values({ name: 'Bench Pool', inviteCode: 'BENCHAAA', createdBy: people[0]!.id })
    .returning({ id: poolGroups.id });
  await db.insert(groupMembers).values(people.map((p) => ({ groupId: group!.id, userId: p.id })));
  await db.insert(groupTournaments).values({ groupId: group!.id, tournamentId });
  const field = await db
    .select()
    .from(tournamentGolfers)
    .where(
      and(eq(tournamentGolfers.tournamentId, tournamentId), isNotNull(tournamentGolfers.tier)),
    );
  const tier = (n: number) => field.filter((g) => g.tier === n).map((g) => g.golferId);
  const [t1, t2, t3, t4] = [tier(1), tier(2), tier(3), tier(4)];
  await db.insert(entries).values(
    people.map((p, i) => ({
      groupId: group!.id,
      tournamentId,
      userId: p.id,
      tier1GolferId: t1[i % t1.length]!,
      tier2GolferId: t2[(i * 3) % t2.length]!,
      tier3GolferId: t3[(i * 7) % t3.length]!,
      tier4GolferId1: t4[(i * 11) % t4.length]!,
      tier4GolferId2: t4[(i * 11 + 1) % t4.length]!,
      tiebreaker: -(i % 20),
    })),
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    tournamentId,
    groupId: group!.id,
    entries: ENTRIES,
    token: await app.services.tokens.issue(people[0]!.id),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
