import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, shippedTemplate } from './db/client';
import { ensureAdminUser } from './modules/auth';
import { seedDemoGroup } from './modules/demo';
import { espnProviderFor } from './golf-data/espn';
import { createSimulatorProvider, seedSimulatorSeason } from './golf-data/season';
import { withWithdrawals } from './golf-data/simulator';
import { ManualClock, systemClock, type Clock } from './lib/clock';
import { flushErrorReports, startErrorReporting } from './monitoring/error-reporting';
import { errorForLog } from './monitoring/redaction';

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
  const reportingErrors = await startErrorReporting(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    pgliteTemplate: config.databaseUrl ? undefined : shippedTemplate(config.dataDir),
  });
  // With TEST_HOOKS the clock runs normally but a test can move it forward (never in production).
  const clock: Clock = config.testHooks ? new ManualClock() : systemClock;
  // ESPN's skipped-row reports go to the app's log once it exists (the first call comes later).
  const espnLog = { warn: (details: object, message: string) => app.log.warn(details, message) };
  const simulator =
    config.golfData === 'espn'
      ? null
      : await createSimulatorProvider(database.db, clock, config.simSeed);
  // With TEST_HOOKS the browser journeys can also withdraw a golfer before a shot.
  const golf = simulator
    ? config.testHooks
      ? withWithdrawals(simulator)
      : simulator
    : espnProviderFor(config, { clock, log: espnLog });

  const here = dirname(fileURLToPath(import.meta.url));
  const app = await buildApp({
    config,
    database,
    golf,
    clock,
    webRoot: join(here, '../../web/dist'),
  });
  await ensureAdminUser(database.db, config, app.log);
  // With ESPN the leader's first round syncs the schedule; the simulator seeds its season now.
  if (
    golf.name === 'simulator' &&
    (await seedSimulatorSeason(database.db, app.services.golfSync, golf))
  )
    app.log.info('seeded the simulated golf season');
  if (config.demoSeed && (await seedDemoGroup(database.db, clock)))
    app.log.info('seeded the demo group');

  // The daily schedule sync and the live updates; with several instances on one PostgreSQL
  // only the one holding the advisory lock runs them.
  app.services.golfJobs.start();
  // Deadline reminders, looked for every minute on every instance (each happens once).
  app.services.noticesJob.start();
  // The outbox: mail queued by account changes goes out from the instance that leads it.
  await app.services.mailDelivery.start();
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Fairway is ready at http://localhost:${config.port} (started in ${Date.now() - startedAt} ms)`,
  );
  if (reportingErrors) app.log.info({ environment: config.sentry.environment }, 'reporting errors');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.services.golfJobs.stop();
    await app.close();
    await database.close();
    await flushErrorReports();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // As the log would show it: a failed seed query's parameters hold the admin's email and hash.
  console.error(
    error instanceof ConfigError ? error.message : JSON.stringify(errorForLog(error), null, 2),
  );
  process.exit(1);
});
