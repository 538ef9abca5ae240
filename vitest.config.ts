import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace. The API suite runs a second time against a real
// PostgreSQL server when TEST_DATABASE_URL is set (each test file gets its own fresh database).
const serverApiFiles = [
  'apps/server/src/modules/**/*.test.ts',
  'apps/server/src/golf-data/**/*.test.ts',
  'apps/server/src/monitoring/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
];
// Pure code without a database: run once, in the unit project.
const pureServerFiles = [
  'apps/server/src/config.test.ts',
  'apps/server/src/architecture.test.ts',
  'apps/server/src/http/**/*.test.ts',
  'apps/server/src/lib/**/*.test.ts',
  'apps/server/src/payments/**/*.test.ts',
  'apps/server/src/security/**/*.test.ts',
  'apps/server/src/golf-data/espn/**/*.test.ts',
  'apps/server/src/modules/tournaments/feed/roster-match.test.ts',
  'apps/server/src/golf-data/simulator/**/*.test.ts',
  'apps/server/src/modules/standings/standings-json.test.ts',
  'apps/server/src/modules/live/rendered-json.test.ts',
  'apps/server/src/modules/forecast/engine.test.ts',
  'apps/server/src/modules/forecast/forecast-thread.test.ts',
];

const projects: (string | { test: Record<string, unknown> })[] = [
  {
    test: {
      name: 'unit',
      include: [
        'packages/domain/src/**/*.test.ts',
        'packages/contract/src/**/*.test.ts',
        ...pureServerFiles,
        // The forecast's calibration (a benchmark tool, bench/calibration.ts) has a check too.
        'bench/**/*.test.ts',
      ],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'api',
      include: serverApiFiles,
      exclude: pureServerFiles,
      globalSetup: ['apps/server/test/global-setup.ts'],
      environment: 'node',
      // Each file builds its own app on its own database, so files need not get fresh module
      // graphs too: reusing them in a worker saves importing the server 58 times.
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  },
  // The web app's tests run with its own Vite plugins (apps/web/vitest.config.ts).
  'apps/web',
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: serverApiFiles,
      exclude: pureServerFiles,
      globalSetup: ['apps/server/test/global-setup.ts'],
      environment: 'node',
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
      env: { FAIRWAY_TEST_DB: 'postgres' },
    },
  });
}

// Vitest's default is one worker fewer than the cores, which on a two-core machine runs one
// file at a time. The API files mostly wait on their database (PGlite in the worker, or the
// PostgreSQL server), so every core gets a worker: this afternoon's runs took 346 and 372 s
// with one worker, 205 and 208 s with two.
export default defineConfig({
  test: { projects, maxWorkers: Math.max(2, availableParallelism()) },
});
