import type pg from 'pg';
import type { Database } from '../db/client';

/**
 * Decides which server instance runs a background job (golf data, mail delivery): one at a
 * time. Call `acquire()` before each round of work: it answers whether this instance leads
 * right now (taking the lead when it is free).
 */
export interface LeaderLock {
  /** True when this instance holds (or has just taken) the lead and may run the jobs now. */
  acquire(): Promise<boolean>;
  /** What the last `acquire()` found, without asking the database again. */
  readonly held: boolean;
  /** Gives the lead up (another instance takes it on its next attempt). */
  release(): Promise<void>;
}

/** Advisory lock keys, one per job: any fixed bigints no other code uses. */
export const GOLF_JOBS_LOCK_KEY = '4702038135158833';
export const MAIL_DELIVERY_LOCK_KEY = '4702038135158834';

/** Embedded PGlite: one process owns the database, so it always leads. */
export class SoleLeader implements LeaderLock {
  #held = false;
  get held(): boolean {
    return this.#held;
  }
  async acquire(): Promise<boolean> {
    this.#held = true;
    return true;
  }
  async release(): Promise<void> {
    this.#held = false;
  }
}

/**
 * PostgreSQL: a session-level advisory lock held on a connection of its own. The lock lives
 * as long as that connection does, so a leader that crashes, or whose connection dies, loses
 * it at once on the server, and another instance's next `acquire()` takes it. The leader
 * checks its connection on every `acquire()`, so it notices a lost lead before working.
 */
export class PostgresLeaderLock implements LeaderLock {
  #client: pg.Client | null = null;
  #held = false;

  constructor(
    private readonly openSession: () => Promise<pg.Client>,
    private readonly key: string = GOLF_JOBS_LOCK_KEY,
    /** Client-side limit on each lock query, so a silently dead connection cannot hang the jobs. */
    private readonly queryTimeoutMs = 10_000,
  ) {}

  get held(): boolean {
    return this.#held;
  }

  async acquire(): Promise<boolean> {
    let client = this.#client;
    try {
      if (!client) {
        client = await this.openSession();
        const opened = client;
        opened.on('error', () => this.#drop(opened));
        opened.on('end', () => this.#drop(opened));
        this.#client = opened;
      }
      if (this.#held) {
        await this.#query(client, 'SELECT 1');
        return this.#client === client && this.#held;
      }
      const rows = await this.#query(client, 'SELECT pg_try_advisory_lock($1::bigint) AS locked', [
        this.key,
      ]);
      this.#held = this.#client === client && rows[0]?.locked === true;
      return this.#held;
    } catch {
      if (client) this.#drop(client);
      return false;
    }
  }

  async release(): Promise<void> {
    const client = this.#client;
    const wasHeld = this.#held;
    this.#client = null;
    this.#held = false;
    if (!client) return;
    if (wasHeld) {
      await this.#query(client, 'SELECT pg_advisory_unlock($1::bigint)', [this.key]).catch(
        () => undefined,
      );
    }
    // Ending the session releases the lock in any case.
    await client.end().catch(() => undefined);
  }

  async #query(client: pg.Client, text: string, values: string[] = []) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('lock query timed out')), this.queryTimeoutMs);
    });
    try {
      const result = await Promise.race([
        client.query<{ locked?: boolean }>(text, values),
        timeout,
      ]);
      return result.rows;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The connection failed: the server has released the lock with it. */
  #drop(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    this.#held = false;
    client.end().catch(() => undefined);
  }
}

/** The lock that fits the database: an advisory lock on PostgreSQL, always leading on PGlite. */
export function createLeaderLock(database: Database, key = GOLF_JOBS_LOCK_KEY): LeaderLock {
  if (database.kind === 'postgres' && database.openSession)
    return new PostgresLeaderLock(database.openSession, key);
  return new SoleLeader();
}
