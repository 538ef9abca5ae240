import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { ensureAdminUser } from './modules/auth/seed-admin';
import { seedDemoGroup } from './modules/demo/seed';
import { startLiveUpdates } from './golf-data/jobs';
import { createSimulatorProvider, seedSimulatorSeason } from './golf-data/season';
import { ManualClock, systemClock, type Clock } from './lib/clock';

/** Reads config, migrates, seeds, listens, runs the jobs, and shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // With TEST_HOOKS the clock runs normally but a test can move it forward (never in production).
  const clock: Clock = config.testHooks ? new ManualClock() : systemClock;
  if (config.golfData === 'espn')
    throw new ConfigError('GOLF_DATA=espn: the ESPN adapter is not available yet; use simulator');
  const golf = await createSimulatorProvider(database.db, clock);

  const here = dirname(fileURLToPath(import.meta.url));
  const app = await buildApp({
    config,
    database,
    golf,
    clock,
    webRoot: join(here, '../../web/dist'),
  });
  await ensureAdminUser(database.db, config, app.log);
  if (await seedSimulatorSeason(database.db, app.services.golfSync, golf))
    app.log.info('seeded the simulated golf season');
  if (config.demoSeed && (await seedDemoGroup(database.db, clock)))
    app.log.info('seeded the demo group');

  const stopUpdates = startLiveUpdates(
    app.services.golfSync,
    config.updateIntervalSeconds,
    app.log,
  );
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Fairway is ready at http://localhost:${config.port} (started in ${Date.now() - startedAt} ms)`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await stopUpdates();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
