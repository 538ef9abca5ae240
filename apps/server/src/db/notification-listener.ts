import pg from 'pg';
import type { DatabaseTimeouts } from '../config';
import { pgTimeoutOptions } from './pg-timeouts';

type Handler = (payload: string) => void;

const FIRST_RETRY_MS = 250;
/** Short, so that once PostgreSQL is back the listener follows within about 2 seconds. */
const MAX_RETRY_MS = 2000;

/**
 * PostgreSQL LISTEN on one dedicated connection, for events shared between instances. When the
 * connection is lost (the database restarts, the network drops) it reconnects with backoff and
 * listens to every channel again, so instances recover without a restart. Notifications sent
 * while it was away are lost, so once it listens again it tells `onReconnect` handlers, whose
 * subscribers fetch afresh whatever they show (the event stream's `catch-up` event).
 */
export class NotificationListener {
  readonly #handlers = new Map<string, Set<Handler>>();
  readonly #reconnectHandlers = new Set<() => void>();
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #hasConnected = false;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(
    private readonly url: string,
    private readonly timeouts: DatabaseTimeouts,
  ) {}

  async subscribe(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let handlers = this.#handlers.get(channel);
    const isNewChannel = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(channel, handlers);
    }
    handlers.add(handler);
    if (this.#client && isNewChannel) await this.#client.query(listenTo(channel));
    else if (!this.#client) await this.#connect();
    return async () => {
      handlers.delete(handler);
    };
  }

  /**
   * Calls `handler` each time the connection is listening again after it was lost (not on the
   * first connect): notifications sent in between may have been missed.
   */
  onReconnect(handler: () => void): () => void {
    this.#reconnectHandlers.add(handler);
    return () => this.#reconnectHandlers.delete(handler);
  }

  /** Whether the connection is up (for tests and diagnostics). */
  get connected(): boolean {
    return this.#client !== undefined;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  #connect(): Promise<void> {
    this.#connecting ??= this.#open().finally(() => (this.#connecting = undefined));
    return this.#connecting;
  }

  async #open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      ...pgTimeoutOptions(this.timeouts),
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.#handlers.keys()) await client.query(listenTo(channel));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) return void (await client.end().catch(() => undefined));
    this.#client = client;
    this.#retryMs = FIRST_RETRY_MS;
    // Only now, with every LISTEN in place: whatever is refetched after this is either already
    // stored or will be announced on this connection.
    if (this.#hasConnected) {
      for (const handler of this.#reconnectHandlers) {
        try {
          handler();
        } catch {
          // One subscriber's failure must not undo the reconnection for the others.
        }
      }
    }
    this.#hasConnected = true;
  }

  #lost(client: pg.Client): void {
    if (client !== this.#client || this.#closed) return;
    this.#client = undefined;
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed) return;
    const delay = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
    this.#retryTimer = setTimeout(() => {
      this.#connect().catch(() => this.#scheduleReconnect());
    }, delay);
    this.#retryTimer.unref?.();
  }
}

const listenTo = (channel: string) => `LISTEN "${channel.replaceAll('"', '')}"`;
