import type { Database } from '../src/db/client';
import type { GolfDataProvider } from '../src/golf-data/provider';
import { GolfDataSync } from '../src/golf-data/sync';
import type { Clock } from '../src/lib/clock';
import { EventBus } from '../src/modules/events';
import { gameOnChanges } from '../src/modules/game';
import { LIVE_MEMORY_BYTES, LIVE_MEMORY_TTL_MS, LiveMemory, LiveWrites } from '../src/modules/live';
import { TournamentRows, tournamentsOnChanges } from '../src/modules/tournaments';

type Log = { warn(details: object, message: string): void };

/**
 * The feed's sync on a bare database, without the app: over the live read model with the
 * areas that keep the leaderboard's versions and follow it in the transaction (as their plugins
 * declare them), so a stored leaderboard moves its version as in the app.
 */
export function feedSync(
  database: Database,
  provider: GolfDataProvider,
  clock: Clock,
  log: Log = { warn: () => {} },
): GolfDataSync {
  const events = new EventBus(database);
  const live = new LiveWrites(database.db, events, log);
  const memory = new LiveMemory(events, LIVE_MEMORY_BYTES, LIVE_MEMORY_TTL_MS);
  tournamentsOnChanges(live, new TournamentRows(database.db, memory));
  gameOnChanges(live, clock);
  return new GolfDataSync(database.db, live, provider, clock, log);
}
