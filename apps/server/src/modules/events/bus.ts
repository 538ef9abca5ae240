import type { GroupEvent } from '@fairway/contract';
import type { Database } from '../../db/client';

const CHANNEL = 'fairway_events';

type Handler = (event: GroupEvent) => void;
type Observer = (groupId: number, event: GroupEvent) => void;

/**
 * Group events fan out through the database: every instance LISTENs on one channel and
 * delivers to its own subscribers, so a message posted on one server reaches streams held
 * by another. With the embedded database the same path runs inside the process.
 */
export class EventBus {
  readonly #subscribers = new Map<number, Set<Handler>>();
  readonly #observers = new Set<Observer>();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.#stopListening = await this.database.listen(CHANNEL, (payload) => this.#dispatch(payload));
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
    this.#subscribers.clear();
  }

  async publish(groupId: number, event: GroupEvent): Promise<void> {
    // This instance's caches hear of its own change at once, before the caller answers, so a
    // client's next request sees it; the channel brings it to the others (and here again).
    for (const observer of this.#observers) observer(groupId, event);
    await this.database.notify(CHANNEL, JSON.stringify({ groupId, event }));
  }

  /**
   * Hears every group's events (caches that must forget what changed). An event published on
   * this instance may be heard twice: at once, and again from the channel.
   */
  observe(observer: Observer): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  subscribe(groupId: number, handler: Handler): () => void {
    let handlers = this.#subscribers.get(groupId);
    if (!handlers) {
      handlers = new Set();
      this.#subscribers.set(groupId, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0) this.#subscribers.delete(groupId);
    };
  }

  /** Open subscriptions across all groups (for metrics and tests). */
  get subscriberCount(): number {
    let total = 0;
    for (const handlers of this.#subscribers.values()) total += handlers.size;
    return total;
  }

  #dispatch(payload: string): void {
    let parsed: { groupId: number; event: GroupEvent };
    try {
      parsed = JSON.parse(payload) as { groupId: number; event: GroupEvent };
    } catch {
      return;
    }
    for (const observer of this.#observers) observer(parsed.groupId, parsed.event);
    for (const handler of this.#subscribers.get(parsed.groupId) ?? []) handler(parsed.event);
  }
}
