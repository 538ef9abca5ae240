import type { GroupEvent } from '@fairway/contract';
import { LRUCache, type Perf } from 'lru-cache';
import type { EventBus } from '../events';

/** What a remembered view depends on: a change to any of these forgets it. */
export interface DependsOn {
  /** Any change to these groups (members, entries, settings, payments, leaderboard). */
  groups?: readonly number[];
  /** Only who belongs to these groups (joining, leaving, removal, roles, deletion). */
  members?: readonly number[];
  /** These users joining or leaving a group. */
  users?: readonly number[];
  /**
   * Changes written to these group tournaments ([groupId, tournamentId]: entries, settings,
   * payments, removal), not the leaderboard's updates.
   */
  groupTournaments?: readonly (readonly [number, number])[];
  /** A new leaderboard stored for these tournaments (announced, or stored on this instance). */
  tournaments?: readonly number[];
}

/**
 * What a view of one group tournament depends on: who belongs to its group (the group's
 * deletion included) and the changes written to it (its removal included), not the
 * leaderboard's updates.
 */
export const dependsOnGroupTournament = (groupId: number, tournamentId: number): DependsOn => ({
  members: [groupId],
  groupTournaments: [[groupId, tournamentId]],
});

/** What a load gives the memory: the view, what it depends on, and its rough size. */
export interface Loaded<V> {
  value: V;
  dependsOn: DependsOn;
  bytes: number;
  /** Kept this long without news (the memory's default otherwise). */
  ttlMs?: number;
  /** Filed under a version no change makes wrong: kept even if a change was heard meanwhile. */
  versioned?: boolean;
}

interface Remembered {
  value: unknown;
  tags: string[];
}

const groupTag = (groupId: number) => `g:${groupId}`;
const membersTag = (groupId: number) => `m:${groupId}`;
const userTag = (userId: number) => `u:${userId}`;
const groupTournamentTag = (groupId: number, tournamentId: number) =>
  `gt:${groupId}:${tournamentId}`;
const tournamentTag = (tournamentId: number) => `t:${tournamentId}`;

function tagsOf(dependsOn: DependsOn): string[] {
  return [
    ...(dependsOn.groups ?? []).map(groupTag),
    ...(dependsOn.members ?? []).map(membersTag),
    ...(dependsOn.users ?? []).map(userTag),
    ...(dependsOn.groupTournaments ?? []).map(([g, t]) => groupTournamentTag(g, t)),
    ...(dependsOn.tournaments ?? []).map(tournamentTag),
  ];
}

/**
 * The live memory's store, by the keys its declared views build (live-memory.ts; no area uses
 * it directly): one LRU bounded by bytes, where a value is remembered with the groups and users
 * it was read from, and forgotten, on every instance, as soon as a change to one of them is
 * announced (modules/live/changes.ts says which). The expiry only bounds what changes without
 * an announcement (a tournament's dates edited by the platform administrator, say). Concurrent
 * misses share one load; a load during which a change arrived answers its caller but is not
 * remembered.
 */
export class KeyedMemory {
  readonly #views: LRUCache<string, Remembered>;
  readonly #keysByTag = new Map<string, Set<string>>();
  /** Loads under way, with the changes heard when each began. */
  readonly #loading = new Map<string, { promise: Promise<unknown>; changesBefore: number }>();
  /** Counts forgetting, so a load that overlapped one is not remembered. */
  #changes = 0;

  /** `perf` is the expiry's clock (tests move it; performance.now by default). */
  constructor(events: EventBus, maxBytes: number, ttlMs: number, perf?: Perf) {
    this.#views = new LRUCache<string, Remembered>({
      maxSize: maxBytes,
      ttl: ttlMs,
      // A clock of its own is read at every look, not once a millisecond.
      ...(perf && { perf, ttlResolution: 0 }),
      dispose: (remembered, key) => this.#untag(key, remembered.tags),
    });
    events.observe((groupId, event) => this.#hear(groupId, event));
  }

  /** The remembered keys starting with `prefix`, without it. */
  keysOf(prefix: string): string[] {
    return [...this.#views.keys()]
      .filter((key) => key.startsWith(prefix))
      .map((key) => key.slice(prefix.length));
  }

  /** The remembered value, without waiting for anything (for the hottest paths). */
  peek<V>(key: string): V | undefined {
    return this.#views.get(key)?.value as V | undefined;
  }

  /** The remembered value, without counting as a read (events, rebuilds, race checks). */
  look<V>(key: string): V | undefined {
    return this.#views.peek(key)?.value as V | undefined;
  }

  /** Every remembered [key, value] under `prefix` (key without it), without counting as reads. */
  entriesOf<V>(prefix: string): [string, V][] {
    const found: [string, V][] = [];
    for (const [key, remembered] of this.#views.entries())
      if (key.startsWith(prefix)) found.push([key.slice(prefix.length), remembered.value as V]);
    return found;
  }

  /** The bytes counted against the budget for the keys under `prefix`. */
  bytesOf(prefix: string): number {
    let bytes = 0;
    for (const key of this.#views.keys())
      if (key.startsWith(prefix)) bytes += this.#views.info(key)?.size ?? 0;
    return bytes;
  }

  /** Forgets one key (a view whose load failed after it was kept). */
  forgetKey(key: string): void {
    this.#views.delete(key);
  }

  /** How many changes have been heard: pass it to `remember` when a batch read began. */
  get changesHeard(): number {
    return this.#changes;
  }

  /**
   * The view under `key`: remembered, or loaded once. `load` says what the view depends on and
   * roughly how many bytes it holds.
   */
  async get<V>(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    const remembered = this.#views.get(key);
    if (remembered) return remembered.value as V;
    // A load that began before a change was heard may have read what changed: not joined.
    const loading = this.#loading.get(key);
    if (loading?.changesBefore === this.#changes) return loading.promise as Promise<V>;
    const changesBefore = this.#changes;
    const promise = load().then(({ value, dependsOn, bytes, ttlMs, versioned }) => {
      if (versioned) this.keep(key, value, dependsOn, bytes, ttlMs);
      else this.remember(key, value, dependsOn, bytes, changesBefore, ttlMs);
      return value;
    });
    const mine = { promise, changesBefore };
    this.#loading.set(key, mine);
    try {
      return await promise;
    } finally {
      if (this.#loading.get(key) === mine) this.#loading.delete(key);
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
    ttlMs?: number,
  ): void {
    if (this.#changes !== changesHeardBefore) return;
    this.keep(key, value, dependsOn, bytes, ttlMs);
  }

  /**
   * Remembers a value filed under a version (a group tournament's or a leaderboard's), which
   * no later change makes wrong: kept even if changes were heard while it was read, for
   * `ttlMs` (longer than the memory's default: it only frees what nobody asks for; 0 for no
   * expiry) or until what it depends on changes. Keeping a key again replaces it and its size.
   */
  keep(key: string, value: unknown, dependsOn: DependsOn, bytes: number, ttlMs?: number): void {
    const tags = tagsOf(dependsOn);
    // A ttl of 0 keeps it until it is pushed out or forgotten.
    const options = { size: Math.max(1, bytes), ...(ttlMs !== undefined && { ttl: ttlMs }) };
    this.#views.set(key, { value, tags }, options);
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

  /** A new leaderboard was stored on this instance: forgotten here before any announcement. */
  forgetTournament(tournamentId: number): void {
    this.#changes += 1;
    this.#forget(tournamentTag(tournamentId));
  }

  #hear(groupId: number, event: GroupEvent): void {
    if (event.type === 'message') return;
    this.#changes += 1;
    this.#forget(groupTag(groupId));
    if (event.type === 'standings') {
      const { tournamentId, version } = event.data;
      this.#forget(
        version === undefined
          ? groupTournamentTag(groupId, tournamentId)
          : tournamentTag(tournamentId),
      );
    }
    if (event.type === 'members') {
      this.#forget(membersTag(groupId));
      if (event.data.joinedUserId !== undefined) this.#forget(userTag(event.data.joinedUserId));
      if (event.data.removedUserId !== undefined) this.#forget(userTag(event.data.removedUserId));
    }
  }
}
