import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import { readOrSetSetting } from '../db/settings';
import type { Clock } from '../lib/clock';
import { easternDate } from '../lib/time';
import { assignTiersByOdds } from '../modules/tournaments';
import type { GolfDataProvider } from './provider';
import { createSimulator } from './simulator';
import type { GolfDataSync } from './sync';

/**
 * The simulator's season is generated relative to the day of the first start; that day is
 * kept in the database so every restart (and every instance) sees the same season.
 */
export async function createSimulatorProvider(
  db: Db,
  clock: Clock,
  seed: string,
): Promise<GolfDataProvider> {
  const anchorDate = await readOrSetSetting(db, 'simulator_anchor_date', easternDate(clock.now()));
  return createSimulator({ seed, anchorDate, clock });
}

/**
 * First start with the simulator: the schedule and fields, tiers for every tournament but
 * the farthest upcoming one (so admins have one to curate), and current leaderboards.
 * Runs once; later starts find the season in place and only the update job moves it.
 */
export async function seedSimulatorSeason(
  db: Db,
  sync: GolfDataSync,
  provider: GolfDataProvider,
): Promise<boolean> {
  const [seeded] = await db.select().from(appSettings).where(eq(appSettings.key, 'season_seeded'));
  if (seeded) return false;
  const ids = await sync.syncSchedule();
  const schedule = await provider.listTournaments();
  const farthestUpcoming = schedule
    .filter((t) => t.status === 'upcoming')
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  for (const item of schedule) {
    const tournamentId = ids.get(item.externalId)!;
    if (item.externalId !== farthestUpcoming?.externalId) await assignTiersByOdds(db, tournamentId);
    if (item.status !== 'upcoming') await sync.refreshLeaderboard(tournamentId);
  }
  await db
    .insert(appSettings)
    .values({ key: 'season_seeded', value: new Date().toISOString() })
    .onConflictDoNothing();
  return true;
}
