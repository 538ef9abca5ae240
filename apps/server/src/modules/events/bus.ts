import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GroupEvent } from '@fairway/contract';
import type { Database, Tx } from '../../db/client';

const CHANNEL = 'fairway_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; 500 ids take about 3,500. */
const GROUPS_PER_NOTIFICATION = 500;

/** One event for several groups. */
export interface Notice {
  groupIds: number[];
  event: GroupEvent;
}

/**
 * What travels on the channel: one event for one group (`groupId`) or several (`groupIds`), or
 * the changes a write made that instances handle themselves (`changes`, live's to read).
 */
interface Notification {
  groupIds?: number[];
  groupId?: number;
  event?: GroupEvent;
  changes?: unknown[];
  /** The instance that sent it: its own observers heard it at once and skip it here. */
  from?: string;
}

/**
 * The channel's payloads for some notices: one group travels as `groupId`, which instances
 * before 2026-11-23 also read (so chat keeps reaching their streams during a rolling upgrade),
 * several as `groupIds`, at most GROUPS_PER_NOTIFICATION each.
 */
function payloadsOf(notices: readonly Notice[], from: string): string[] {
  const payloads: string[] = [];
  for (const { groupIds, event } of notices)
    for (let i = 0; i < groupIds.length; i += GROUPS_PER_NOTIFICATION) {
      const chunk = groupIds.slice(i, i + GROUPS_PER_NOTIFICATION);
      const notification: Notification =
        chunk.length === 1 ? { groupId: chunk[0]!, event, from } : { groupIds: chunk, event, from };
      payloads.push(JSON.stringify(notification));
    }
  return payloads;
}

type Handler = (event: GroupEvent) => void;
type Observer = (groupId: number, event: GroupEvent) => void;
type ChangeObserver = (changes: readonly unknown[]) => void;

/**
 * Group events fan out through the database: every instance LISTENs on one channel and
 * delivers to its own subscribers, so a message posted on one server reaches streams held
 * by another. With the embedded database the same path runs inside the process.
 */
export class EventBus {
  readonly #subscribers = new Map<number, Set<Handler>>();
  readonly #observers = new Set<Observer>();
  readonly #changeObservers = new Set<ChangeObserver>();
  readonly #missedListeners = new Set<() => void>();
  /** Names this instance's notifications, so its observers do not hear them a second time. */
  readonly #instance = randomUUID();
  #stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.#stopListening = await this.database.listen(
      CHANNEL,
      (payload) => this.#dispatch(payload),
      () => this.#missedListeners.forEach((listener) => listener()),
    );
  }

  /**
   * Hears when events may have been missed: this instance's LISTEN connection to PostgreSQL was
   * lost and is back, and whatever was announced in between never arrived. Whoever shows live
   * data should fetch it afresh (the event streams send `catch-up`).
   */
  onMissedEvents(listener: () => void): () => void {
    this.#missedListeners.add(listener);
    return () => this.#missedListeners.delete(listener);
  }

  async stop(): Promise<void> {
    await this.#stopListening?.();
    this.#subscribers.clear();
  }

  /**
   * Queues the notices in a writer's transaction: PostgreSQL sends them to every instance (this
   * one too) when, and only if, it commits. Call `deliverHere` after the commit.
   */
  async publishWithin(
    tx: Tx,
    notices: readonly Notice[],
    changes: readonly unknown[] = [],
  ): Promise<void> {
    const payloads = payloadsOf(notices, this.#instance);
    if (changes.length > 0)
      payloads.push(
        JSON.stringify({ changes: [...changes], from: this.#instance } satisfies Notification),
      );
    for (const payload of payloads) await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
  }

  /**
   * This instance's caches hear of its own change at once, before the caller answers, so a
   * client's next request sees it; the channel brings it to the others, and to this instance's
   * event streams.
   */
  deliverHere(notices: readonly Notice[], changes: readonly unknown[] = []): void {
    for (const { groupIds, event } of notices)
      for (const groupId of groupIds)
        for (const observer of this.#observers) observer(groupId, event);
    if (changes.length > 0) for (const observer of this.#changeObservers) observer(changes);
  }

  /**
   * Hears the changes writes carried (modules/live dispatches them to the areas' handlers), once
   * each: this instance's own at once (`deliverHere`), others' from the channel.
   */
  observeChanges(observer: ChangeObserver): () => void {
    this.#changeObservers.add(observer);
    return () => this.#changeObservers.delete(observer);
  }

  /**
   * Hears every group's events (caches that must forget what changed), once each: one published
   * here at once (`deliverHere`), others' from the channel. Hearing one's own again from the
   * channel would forget what was built after the change (a standings body read in between).
   */
  observe(observer: Observer): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /**
   * Tells only this instance's open event streams, for what this instance alone worked out
   * (its forecast of the standings): every instance works out its own, so announcing it to all
   * would have each page fetch again once per instance.
   */
  tellStreamsHere(groupId: number, event: GroupEvent): void {
    for (const handler of this.#subscribers.get(groupId) ?? []) handler(event);
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
    let parsed: Notification;
    try {
      parsed = JSON.parse(payload) as Notification;
    } catch {
      return;
    }
    const groupIds = Array.isArray(parsed.groupIds)
      ? parsed.groupIds
      : typeof parsed.groupId === 'number'
        ? [parsed.groupId]
        : [];
    const heardHere = parsed.from === this.#instance;
    if (Array.isArray(parsed.changes) && !heardHere)
      for (const observer of this.#changeObservers) observer(parsed.changes);
    const { event } = parsed;
    if (!event) return;
    for (const groupId of groupIds) {
      if (!heardHere) for (const observer of this.#observers) observer(groupId, event);
      for (const handler of this.#subscribers.get(groupId) ?? []) handler(event);
    }
  }
}
