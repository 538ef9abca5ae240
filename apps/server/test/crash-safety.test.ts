import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { openTestDatabase } from './database';

/**
 * Crash safety: the real server (src/main.ts) takes concurrent registrations, entries and chat
 * posts, is killed with SIGKILL mid-stream, and is started again on the same data. Every write
 * it acknowledged must be there, whole. Runs on the embedded database in the api project and on
 * PostgreSQL in api-postgres.
 */
const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const onPostgres = process.env.FAIRWAY_TEST_DB === 'postgres';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  process: ChildProcess;
  url: string;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A server that dies at start says why, instead of leaving the test to time out.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { process: child, url };
    } catch {
      // not listening yet
    }
    if (exited !== undefined) throw new Error(`the server exited (${exited}) at start: ${stderr}`);
    if (Date.now() - started > 90_000) throw new Error('the server did not start in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function kill(running: Running, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => running.process.once('exit', resolve));
  running.process.kill(signal);
  return exited;
}

/** JSON over HTTP; each player comes from their own address (registration is limited per address). */
async function call<T>(
  url: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; from?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.from ? { 'x-forwarded-for': init.from } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
}

describe('a server killed with SIGKILL mid-stream', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged registration, entry, chat message and payment after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairway-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      ADMIN_PASSWORD: 'crash-test-admin-password',
    };
    if (onPostgres) {
      const database = await openTestDatabase();
      cleanups.push(() => database.close());
      env.DATABASE_URL = database.url!;
    }
    let server = await startServer(env);
    const url = server.url;
    cleanups.push(() => void server.process.kill('SIGKILL'));

    // A group on the nearest upcoming tournament, with golfers to pick from.
    const owner = await call<{ token: string }>(url, '/api/auth/register', {
      method: 'POST',
      body: { name: 'Crash Owner', email: 'owner@crash.test', password: 'crash-pass-123' },
      from: '198.18.0.1',
    });
    const group = await call<{ id: number; inviteCode: string }>(url, '/api/pool-groups', {
      method: 'POST',
      token: owner.body.token,
      body: { name: 'Crash Pool' },
    });
    const season = await call<
      { id: number; status: string; tiersAssigned: boolean; startDate: string }[]
    >(url, '/api/tournaments');
    const tournament = season.body
      .filter((t) => t.status === 'upcoming' && t.tiersAssigned)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
    expect(
      (
        await call(url, `/api/group-admin/${group.body.id}/tournaments`, {
          method: 'POST',
          token: owner.body.token,
          body: { tournament_id: tournament.id },
        })
      ).status,
    ).toBe(201);
    const tiers = await call<{ tiers: Record<string, { id: number }[]> }>(
      url,
      `/api/tournament/${tournament.id}/golfers-by-tier`,
      { token: owner.body.token },
    );
    const { tier1, tier2, tier3, tier4 } = tiers.body.tiers as Record<string, { id: number }[]>;

    // Players join, enter and chat concurrently; what the server acknowledged is recorded.
    const acknowledged = {
      players: [] as { email: string; password: string }[],
      entries: [] as { token: string; id: number }[],
      messages: [] as number[],
      /** The amount the admin was told was recorded, per player. */
      payments: new Map<number, number>(),
    };
    const userIdOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: number })
        .user_id;
    let stop = false;
    const player = async (n: number) => {
      for (let round = 0; !stop; round += 1) {
        const email = `p${n}-${round}@crash.test`;
        const password = 'crash-pass-123';
        const from = `198.19.${n}.${round % 250}`;
        const joined = await call<{ token: string }>(url, '/api/auth/register', {
          method: 'POST',
          body: { name: `Player ${n}-${round}`, email, password },
          from,
        }).catch(() => null);
        if (joined?.status !== 201) continue;
        acknowledged.players.push({ email, password });
        const token = joined.body.token;
        // Every call may meet the kill: a refused connection is an unacknowledged write.
        await call(url, `/api/pool-groups/join/${group.body.inviteCode}`, {
          method: 'POST',
          token,
          from,
        }).catch(() => null);
        const entry = await call<{ id: number }>(
          url,
          `/api/pool-groups/${group.body.id}/tournaments/${tournament.id}/entries`,
          {
            method: 'POST',
            token,
            body: {
              tier1GolferId: tier1![round % tier1!.length]!.id,
              tier2GolferId: tier2![round % tier2!.length]!.id,
              tier3GolferId: tier3![round % tier3!.length]!.id,
              tier4GolferId1: tier4![0]!.id,
              tier4GolferId2: tier4![1]!.id,
            },
          },
        ).catch(() => null);
        if (entry?.status === 201) acknowledged.entries.push({ token, id: entry.body.id });
        const posted = await call<{ id: number }>(
          url,
          `/api/pool-groups/${group.body.id}/messages`,
          {
            method: 'POST',
            token,
            body: { message: `hello from ${n}-${round}` },
          },
        ).catch(() => null);
        if (posted?.status === 201) acknowledged.messages.push(posted.body.id);
        // The admin records the player's entry fee (two writes: the payment and its audit row).
        const amount = 10 + (round % 7);
        const paid = await call(
          url,
          `/api/group-admin/${group.body.id}/tournaments/${tournament.id}/mark-payment`,
          {
            method: 'POST',
            token: owner.body.token,
            body: { user_id: userIdOf(token), amount_paid: amount, payment_method: 'venmo' },
          },
        ).catch(() => null);
        if (paid?.status === 200) acknowledged.payments.set(userIdOf(token), amount);
      }
    };
    const players = Array.from({ length: 6 }, (_, n) => player(n));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await kill(server, 'SIGKILL');
    stop = true;
    await Promise.allSettled(players);
    expect(acknowledged.entries.length).toBeGreaterThan(5);
    expect(acknowledged.messages.length).toBeGreaterThan(5);
    expect(acknowledged.payments.size).toBeGreaterThan(5);

    server = await startServer(env);
    for (const { email, password } of acknowledged.players) {
      const login = await call(server.url, '/api/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      expect(login.status, email).toBe(200);
    }
    for (const { token, id } of acknowledged.entries) {
      const mine = await call<{ id: number }[]>(
        server.url,
        `/api/pool-groups/${group.body.id}/tournaments/${tournament.id}/entries`,
        { token },
      );
      expect(mine.body.map((entry) => entry.id)).toContain(id);
    }
    // The whole chat, a page of 100 at a time (oldest first within a page).
    const stored: number[] = [];
    for (let before = ''; ;) {
      const page = await call<{ id: number }[]>(
        server.url,
        `/api/pool-groups/${group.body.id}/messages?limit=100${before}`,
        { token: owner.body.token },
      );
      if (page.body.length === 0) break;
      stored.push(...page.body.map((message) => message.id));
      before = `&before=${Math.min(...page.body.map((message) => message.id))}`;
    }
    for (const id of acknowledged.messages) expect(stored).toContain(id);
    const payments = await call<{ member_payments: { user_id: number; amount_paid: number }[] }>(
      server.url,
      `/api/group-admin/${group.body.id}/tournaments/${tournament.id}/member-payments`,
      { token: owner.body.token },
    );
    const paidNow = new Map(payments.body.member_payments.map((p) => [p.user_id, p.amount_paid]));
    for (const [userId, amount] of acknowledged.payments) expect(paidNow.get(userId)).toBe(amount);
    await kill(server, 'SIGTERM');

    // Nothing half-written: every payment has the audit row that recorded its amount.
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
    cleanups.push(() => database.close());
    const orphans = (await database.db.execute(sql`
      select count(*)::int as n from member_payments p where not exists (
        select 1 from member_payment_changes c
        where c.group_id = p.group_id and c.tournament_id = p.tournament_id
          and c.user_id = p.user_id and c.amount_paid_cents = p.amount_paid_cents)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(orphans.rows[0]!.n).toBe(0);
  }, 180_000);
});
