import type { GroupEvent } from '@fairway/contract';
import type { Database } from '../../db/client';

const CHANNEL = 'fairway_events';

type Handler = (event: GroupEvent) => void;

/**
 * Group events fan out through the database: every instance LISTENs on one channel and
 * delivers to its own subscribers, so a message posted on one server reaches streams held
 * by another. With the embedded database the same path runs inside the process.
 */
export class EventBus {
  readonly #subscribers = new Map<number, Set<Handler>>();
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
    await this.database.notify(CHANNEL, JSON.stringify({ groupId, event }));
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
    for (const handler of this.#subscribers.get(parsed.groupId) ?? []) handler(parsed.event);
  }
}
