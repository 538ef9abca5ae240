import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { GOLF_JOBS_LOCK_KEY } from '../src/db/leader-lock';
import type { GolfDataProvider } from '../src/golf-data/provider';
import { createSimulator } from '../src/golf-data/simulator';
import { TEST_ANCHOR_DATE, useTestApp } from './helpers';

/**
 * Several server instances on one PostgreSQL: only the one holding the advisory lock runs the
 * golf data jobs; when it stops, or its connection dies, another takes over within seconds.
 * Only meaningful with a real PostgreSQL server, so it runs in the api-postgres project
 * (TEST_DATABASE_URL set).
 */
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';

interface Instance {
  name: string;
  app: FastifyInstance;
  database: Database;
  calls: { leaderboard: number; schedule: number };
  /** `cutOff` simulates a dead host: its lock connection cannot be reopened. */
  network: { cutOff: boolean };
}

describe.skipIf(!onPostgres)('golf data jobs on several instances of one PostgreSQL', () => {
  const ctx = useTestApp();
  const instances: Instance[] = [];
  let admin: pg.Client;

  async function startInstance(name: string): Promise<Instance> {
    const database = await openDatabase({ url: ctx.database.url!, dataDir: '' });
    const simulator = createSimulator({
      seed: 'fairway-test',
      anchorDate: TEST_ANCHOR_DATE,
      clock: ctx.clock,
    });
    // Counts what this instance asks the provider.
    const calls = { leaderboard: 0, schedule: 0 };
    const golf: GolfDataProvider = {
      name: 'simulator',
      listTournaments: (year) => {
        calls.schedule += 1;
        return simulator.listTournaments(year);
      },
      getField: (id) => simulator.getField(id),
      getLeaderboard: (id) => {
        calls.leaderboard += 1;
        return simulator.getLeaderboard(id);
      },
    };
    const network = { cutOff: false };
    const app = await buildApp({
      config: ctx.config,
      database: {
        ...database,
        openSession: () =>
          network.cutOff
            ? Promise.reject(new Error('connection refused'))
            : database.openSession!(),
      },
      golf,
      clock: ctx.clock,
      jobs: { updateIntervalMs: 100, leaderCheckMs: 100 },
    });
    const instance: Instance = { name, app, database, calls, network };
    instances.push(instance);
    app.services.golfJobs.start();
    return instance;
  }

  const leaders = () => instances.filter((i) => i.app.services.golfJobs.isLeader);

  /** The backend holding the jobs' advisory lock in this test's database. */
  async function lockHolderPid(): Promise<number | null> {
    const { rows } = await admin.query<{ pid: number }>(
      `SELECT pid FROM pg_locks
        WHERE locktype = 'advisory' AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
      [GOLF_JOBS_LOCK_KEY],
    );
    return rows[0]?.pid ?? null;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: ctx.database.url! });
    await admin.connect();
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await admin?.end();
  });

  it('runs the jobs on one instance only, and another takes over when the leader stops', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    await vi.waitFor(() => expect(leaders()).toHaveLength(1), { timeout: 5000 });
    const [first] = leaders();
    const other = first === a ? b : a;
    await vi.waitFor(() => expect(first!.calls.leaderboard).toBeGreaterThanOrEqual(3), {
      timeout: 5000,
    });
    // The follower never asked the provider for anything.
    expect(other.calls).toEqual({ leaderboard: 0, schedule: 0 });
    expect(first!.calls.schedule).toBe(1);
    expect(await lockHolderPid()).not.toBeNull();

    const stoppedAt = Date.now();
    await first!.app.services.golfJobs.stop();
    const callsWhenStopped = first!.calls.leaderboard;
    await vi.waitFor(() => expect(other.app.services.golfJobs.isLeader).toBe(true), {
      timeout: 3000,
    });
    await vi.waitFor(() => expect(other.calls.leaderboard).toBeGreaterThan(0), { timeout: 3000 });
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
    // The daily schedule sync already ran (recorded in the database), so the new leader skips it.
    expect(other.calls.schedule).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first!.calls.leaderboard).toBe(callsWhenStopped);
    expect(leaders()).toEqual([other]);

    // The stopped instance comes back as a follower.
    first!.app.services.golfJobs.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaders()).toEqual([other]);
    expect(first!.calls.leaderboard).toBe(callsWhenStopped);
  });

  it('replaces a leader whose connection dies (a crashed host)', async () => {
    const [leader] = leaders();
    expect(leader).toBeDefined();
    const follower = instances.find((i) => i !== leader)!;
    const pid = await lockHolderPid();
    expect(pid).not.toBeNull();

    // The leader's host "dies": its lock connection is killed and cannot be reopened.
    leader!.network.cutOff = true;
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const killedAt = Date.now();

    await vi.waitFor(() => expect(follower.app.services.golfJobs.isLeader).toBe(true), {
      timeout: 5000,
    });
    expect(Date.now() - killedAt).toBeLessThan(5000);
    expect(leader!.app.services.golfJobs.isLeader).toBe(false);
    const holder = await lockHolderPid();
    expect(holder).not.toBeNull();
    expect(holder).not.toBe(pid);

    // Only the new leader updates from now on.
    const before = { old: leader!.calls.leaderboard, new: follower.calls.leaderboard };
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(leader!.calls.leaderboard).toBe(before.old);
    expect(follower.calls.leaderboard).toBeGreaterThan(before.new);
  });
});
