import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = new URL('../apps/server/dist/main.js', import.meta.url).pathname;

export const productionBuildExists = () => existsSync(MAIN);

/**
 * The production build on an embedded database: a fresh one (initdb, migrations, the simulated
 * season, the demo) unless `dataDir` holds one already. `stop` removes a folder it made.
 */
export async function startProductionServer(port: number, existingDataDir?: string) {
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), 'fairway-bench-start-'));
  const started = performance.now();
  const server = spawn('node', [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (!existingDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error('server did not start in 2 min');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    pid: server.pid!,
    dataDir,
    firstResponseMs: Math.round(performance.now() - started),
    stop,
  };
}

/** How long a server is left without requests before its idle memory is read. */
const IDLE_S = 30;

const rssMiB = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

/**
 * Milliseconds from start to the first answer on a fresh data folder and again on the same
 * folder (a restart), and the restarted server's resident memory at its first answer and
 * after IDLE_S seconds without requests (by then V8 has shrunk the heap that starting up grew).
 * Null if not built.
 */
export async function startToFirstResponse(port = 4390) {
  if (!productionBuildExists()) return null;
  const dataDir = mkdtempSync(join(tmpdir(), 'fairway-bench-start-'));
  try {
    const fresh = await startProductionServer(port, dataDir);
    await fresh.stop();
    const restarted = await startProductionServer(port, dataDir);
    try {
      const startedRssMiB = rssMiB(restarted.pid);
      await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
      return {
        firstResponseMs: fresh.firstResponseMs,
        restartFirstResponseMs: restarted.firstResponseMs,
        startedRssMiB,
        idleRssMiB: rssMiB(restarted.pid),
        idleSeconds: IDLE_S,
      };
    } finally {
      await restarted.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
