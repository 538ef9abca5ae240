import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Tx } from '../db/client';
import type { TokenService, TokenSession } from './tokens';

/** The channel on which instances hear that a user's sessions ended. */
const SESSIONS_CHANNEL = 'fairway_sessions';

/** How long an account's state is trusted without news (the channel brings news at once). */
const ACCOUNT_STATE_TTL_MS = 30_000;
const ACCOUNTS_KEPT = 100_000;

interface AccountState {
  /** Null when the account is gone (deleted or anonymised). */
  sessionEpoch: number | null;
}

type EndedListener = (userId: number) => void;

/**
 * What the sessions ask of the accounts: an account's session epoch, read and moved on. The
 * accounts area owns the users table and answers (modules/auth, session-epochs.ts); the core
 * plugin (core/plugin.ts) hands it in.
 */
export interface AccountEpochs {
  /** The account's current session epoch; null when the account is gone (deleted, anonymised). */
  current(userId: number): Promise<number | null>;
  /** Moves the account's session epoch on inside the transaction; answers the new one. */
  bump(tx: Tx, userId: number): Promise<number>;
}

/**
 * Login sessions: issued with the account's session epoch, accepted while that epoch is
 * current. Ending them all (sign out everywhere, a password change or reset, a deleted
 * account) bumps the epoch in the change's transaction and tells every instance through
 * the database's notifications, which fire at the commit; the instance that made the change
 * forgets at once too (call `ended` after the commit). Event streams listen (`onEnded`).
 */
export class Sessions {
  /**
   * Not a live view: the session check comes before any area (security/ sits below modules/),
   * and an account is forgotten by its own channel (every account when the channel drops), never
   * by a group's change.
   */
  readonly #accounts = new LRUCache<number, AccountState>({
    max: ACCOUNTS_KEPT,
    ttl: ACCOUNT_STATE_TTL_MS,
  });
  /** Reads under way: requests arriving together for one account share one. */
  readonly #loading = new Map<number, Promise<AccountState>>();
  /** Bumped by every forget: a read that started before one is answered, never remembered. */
  #forgets = 0;
  readonly #listeners = new Set<EndedListener>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly epochs: AccountEpochs,
  ) {}

  async start(): Promise<void> {
    this.#stopListening = await this.database.listen(
      SESSIONS_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isInteger(userId)) this.#forget(userId);
      },
      // The listening connection was lost: some sign-outs may not have been heard, so every
      // account is read again.
      () => this.#forgetEveryone(),
    );
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
  }

  /** A login token for the account, in its current epoch (read unless the caller knows it). */
  async issue(userId: number, sessionEpoch?: number): Promise<string> {
    const epoch = sessionEpoch ?? (await this.#state(userId)).sessionEpoch;
    if (epoch === null) throw new Error(`user ${userId} has no account to sign in to`);
    return this.tokens.issue(userId, epoch);
  }

  /** The session a bearer token opens, or null (forged, expired, signed out, account gone). */
  async authenticate(token: string): Promise<TokenSession | null> {
    const session = await this.tokens.verify(token);
    if (!session) return null;
    // Every request asks: an account remembered answers without another wait.
    const known = this.#accounts.get(session.userId);
    if (known && known.sessionEpoch !== null && session.sessionEpoch <= known.sessionEpoch)
      return known.sessionEpoch === session.sessionEpoch ? session : null;
    return (await this.isCurrent(session)) ? session : null;
  }

  /** Whether a verified session still stands: the account exists and its epoch has not moved. */
  async isCurrent(session: TokenSession): Promise<boolean> {
    let state = await this.#state(session.userId);
    // A token newer than what this instance remembers (issued elsewhere after a change) reloads.
    if (state.sessionEpoch !== null && session.sessionEpoch > state.sessionEpoch) {
      this.#accounts.delete(session.userId);
      state = await this.#state(session.userId);
    }
    return state.sessionEpoch === session.sessionEpoch;
  }

  /**
   * Ends every session of the account, inside the transaction that causes it; answers the new
   * epoch, for the token the caller may issue next. Call `ended` once it is committed.
   */
  async endAll(tx: Tx, userId: number): Promise<number> {
    const epoch = await this.epochs.bump(tx, userId);
    await tx.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, ${String(userId)})`);
    return epoch;
  }

  /** Ends every session of the account now (sign out everywhere). */
  async endEverywhere(userId: number): Promise<void> {
    await this.database.db.transaction((tx) => this.endAll(tx, userId));
    this.ended(userId);
  }

  /** After the commit of `endAll`: this instance forgets at once (the others hear the channel). */
  ended(userId: number): void {
    this.#forget(userId);
  }

  /** Hears every account whose sessions ended, on any instance (to close its event streams). */
  onEnded(listener: EndedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #forget(userId: number): void {
    this.#forgets += 1;
    this.#accounts.delete(userId);
    this.#loading.delete(userId);
    for (const listener of this.#listeners) listener(userId);
  }

  /** (Open event streams check their sessions on the same occasion: events/routes.ts.) */
  #forgetEveryone(): void {
    this.#forgets += 1;
    this.#accounts.clear();
    this.#loading.clear();
  }

  #state(userId: number): Promise<AccountState> {
    const known = this.#accounts.get(userId);
    if (known) return Promise.resolve(known);
    const underWay = this.#loading.get(userId);
    if (underWay) return underWay;
    const forgetsBefore = this.#forgets;
    const loading = this.#load(userId)
      .then((state) => {
        // A forget since the read began (a sign-out committing meanwhile): the answer may be
        // older than it, so it serves the requests that asked but is not remembered.
        if (this.#forgets === forgetsBefore) this.#accounts.set(userId, state);
        return state;
      })
      .finally(() => {
        if (this.#loading.get(userId) === loading) this.#loading.delete(userId);
      });
    this.#loading.set(userId, loading);
    return loading;
  }

  async #load(userId: number): Promise<AccountState> {
    return { sessionEpoch: await this.epochs.current(userId) };
  }
}
