import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free port, for tests that
 * must stop and start the server (the shared one on TEST_DATABASE_URL is in use by other test
 * files at the same time). Needs PostgreSQL's server programs: PG_BIN_DIR, or the newest
 * /usr/lib/postgresql/N/bin. PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user (runuser).
 */
export interface DisposableCluster {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): Promise<void>;
}

function serverPrograms(): string | undefined {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The cluster, or why there cannot be one here (for the test to skip with). */
export async function disposableCluster(): Promise<DisposableCluster | { unavailable: string }> {
  const bin = serverPrograms();
  if (!bin) return { unavailable: 'no PostgreSQL server programs (set PG_BIN_DIR)' };
  const asRoot = process.getuid?.() === 0;
  if (asRoot && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser'))
    return { unavailable: 'running as root without runuser to start PostgreSQL as postgres' };
  const exec = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);

  const folder = mkdtempSync(join(tmpdir(), 'fairway-postgres-'));
  const data = join(folder, 'data');
  try {
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      chownSync(folder, Number(stdout.trim()), Number(group.trim()));
    }
    await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return { unavailable: `initdb failed: ${(error as Error).message.split('\n')[0]}` };
  }
  const port = await freePort();
  // Its own socket folder and no durability: the data lives as long as the test.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () =>
    void (await exec('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(folder, 'log'),
      '-w',
      'start',
    ]));
  const stop = async () => void (await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  try {
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return { unavailable: `PostgreSQL did not start: ${(error as Error).message.split('\n')[0]}` };
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
