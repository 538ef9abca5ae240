import type { GroupEvent } from '@fairway/contract';
import { LRUCache } from 'lru-cache';
import type { EventBus } from '../events/bus';

/** What a remembered view depends on: a change to any of these forgets it. */
export interface DependsOn {
  /** Any change to these groups (members, entries, settings, payments, leaderboard). */
  groups?: readonly number[];
  /** Only who belongs to these groups (joining, leaving, removal, roles, deletion). */
  members?: readonly number[];
  /** These users joining or leaving a group. */
  users?: readonly number[];
}

interface Remembered {
  value: unknown;
  tags: string[];
}

/**
 * The views' budget on one instance. Dashboards are about 1 to 10 KB each; 32 MiB holds every
 * member's at the scale docs/performance.md measures (12,000 members) several times over.
 */
export const LIVE_MEMORY_BYTES = 32 * 1024 * 1024;
/**
 * How long a view is kept without news, like the other remembered facts (docs/rules.md, "how
 * stale an answer may be"): it bounds only what changes unannounced.
 */
export const LIVE_MEMORY_TTL_MS = 5_000;

const groupTag = (groupId: number) => `g:${groupId}`;
const membersTag = (groupId: number) => `m:${groupId}`;
const userTag = (userId: number) => `u:${userId}`;

/**
 * The live views' memory on this instance: one LRU bounded by bytes, where a view is
 * remembered with the groups and users it was read from, and forgotten, on every instance, as
 * soon as a change to one of them is announced (modules/live/changes.ts says which). The
 * expiry only bounds what changes without an announcement (a tournament's dates edited by the
 * platform administrator, say). Concurrent misses share one load; a load during which a change
 * arrived answers its caller but is not remembered.
 */
export class LiveMemory {
  readonly #views: LRUCache<string, Remembered>;
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #loading = new Map<string, Promise<unknown>>();
  /** Counts forgetting, so a load that overlapped one is not remembered. */
  #changes = 0;

  constructor(events: EventBus, maxBytes: number, ttlMs: number) {
    this.#views = new LRUCache<string, Remembered>({
      maxSize: maxBytes,
      ttl: ttlMs,
      dispose: (remembered, key) => this.#untag(key, remembered.tags),
    });
    events.observe((groupId, event) => this.#hear(groupId, event));
  }

  /** The remembered keys starting with `prefix`, without it (for tests). */
  keysOf(prefix: string): string[] {
    return [...this.#views.keys()]
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
  }

  /** The remembered value, without waiting for anything (for the hottest paths). */
  peek<V>(key: string): V | undefined {
    return this.#views.get(key)?.value as V | undefined;
  }

  /** How many changes have been heard: pass it to `remember` when a batch read began. */
  get changesHeard(): number {
    return this.#changes;
  }

  /**
   * The view under `key`: remembered, or loaded once. `load` says what the view depends on and
   * roughly how many bytes it holds.
   */
  async get<V>(
    key: string,
    load: () => Promise<{ value: V; dependsOn: DependsOn; bytes: number }>,
  ): Promise<V> {
    const remembered = this.#views.get(key);
    if (remembered) return remembered.value as V;
    const loading = this.#loading.get(key);
    if (loading) return loading as Promise<V>;
    const changesBefore = this.#changes;
    const promise = load().then(({ value, dependsOn, bytes }) => {
      this.remember(key, value, dependsOn, bytes, changesBefore);
      return value;
    });
    this.#loading.set(key, promise);
    try {
      return await promise;
    } finally {
      this.#loading.delete(key);
    }
  }

  /**
   * Remembers a value read by the caller (a batch read of many keys), unless a change was heard
   * since `changesHeardBefore` (what `changesHeard` said when the read began).
   */
  remember(
    key: string,
    value: unknown,
    dependsOn: DependsOn,
    bytes: number,
    changesHeardBefore: number,
  ): void {
    if (this.#changes !== changesHeardBefore) return;
    const tags = [
      ...(dependsOn.groups ?? []).map(groupTag),
      ...(dependsOn.members ?? []).map(membersTag),
      ...(dependsOn.users ?? []).map(userTag),
    ];
    this.#views.set(key, { value, tags }, { size: Math.max(1, bytes) });
    // `set` may have refused it (larger than the whole memory): only tag what is kept.
    if (!this.#views.has(key)) return;
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  #untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }

  #forget(tag: string): void {
    for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#views.delete(key);
  }

  #hear(groupId: number, event: GroupEvent): void {
    if (event.type === 'message') return;
    this.#changes += 1;
    this.#forget(groupTag(groupId));
    if (event.type === 'members') {
      this.#forget(membersTag(groupId));
      if (event.data.joinedUserId !== undefined) this.#forget(userTag(event.data.joinedUserId));
      if (event.data.removedUserId !== undefined) this.#forget(userTag(event.data.removedUserId));
    }
  }
}
