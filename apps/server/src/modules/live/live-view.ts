import type { DependsOn, KeyedMemory } from './keyed-memory';

/**
 * A remembered view, declared once next to its loader (`LiveMemory.declare`): its name, how
 * its arguments make its key, what it depends on, its rough size and how long it is kept.
 */
export interface ViewDeclaration<A extends readonly unknown[], V> {
  /** Names the view: its keys in the memory are "name/key". One declaration per name, no "/". */
  name: string;
  /** The arguments' part of the key, e.g. "groupId:tournamentId". */
  key: (...args: A) => string;
  /** A change to any of these forgets it (modules/live/changes.ts says what changes announce). */
  dependsOn: (value: V, ...args: A) => DependsOn;
  /** Its rough size in the memory's bytes, counted against the budget. */
  bytes: (value: V, ...args: A) => number;
  /** Kept this long without news: the memory's default when left out, 0 for no expiry. */
  ttlMs?: number;
  /**
   * Filed under a version no change makes wrong (a group tournament's or a leaderboard's), or
   * rebuilt in place: kept even if a change was heard while it was read.
   */
  versioned?: boolean;
  /** Reads the view when it is not remembered (`get`); views filled by batch reads have none. */
  load?: (...args: A) => Promise<V>;
}

/** A declared view in the memory: every way to read, fill or list it, by its arguments. */
export interface LiveView<A extends readonly unknown[], V> {
  /** The remembered value, counting as a read (the hottest paths: no promise to wait for). */
  peek(...args: A): V | undefined;
  /** The remembered value, not counting as a read (events, rebuilds, race checks). */
  look(...args: A): V | undefined;
  /** How many changes have been heard: pass it to `remember` when a batch read began. */
  readonly changesHeard: number;
  /**
   * Remembers a value the caller read (a batch read of many keys), unless the view is
   * unversioned and a change was heard since `changesHeardBefore`.
   */
  remember(args: A, value: V, changesHeardBefore: number): void;
  /** Keeps a versioned view's value, replacing the one remembered and its size. */
  keep(args: A, value: V): void;
  /** Forgets one value (a body whose build failed after it was kept). */
  forget(...args: A): void;
  /** The remembered keys (the arguments' part), without counting as reads. */
  keys(): string[];
  /** Every remembered [key, value], without counting as reads. */
  entries(): [string, V][];
  /** The bytes its values count against the memory's budget. */
  bytes(): number;
}

/** A declared view with a loader. */
export interface LoadingView<A extends readonly unknown[], V> extends LiveView<A, V> {
  /** Remembered, or loaded once: concurrent misses share one load. */
  get(...args: A): Promise<V>;
}

/** A declaration applied to the memory's keys. */
export class DeclaredView<A extends readonly unknown[], V> implements LoadingView<A, V> {
  readonly #prefix: string;

  constructor(
    private readonly view: ViewDeclaration<A, V>,
    private readonly memory: KeyedMemory,
  ) {
    if (!/^[^/]+$/.test(view.name)) throw new Error(`a view's name is without "/": "${view.name}"`);
    this.#prefix = `${view.name}/`;
  }

  get(...args: A): Promise<V> {
    const { load, dependsOn, bytes, ttlMs, versioned } = this.view;
    if (!load) throw new Error(`the view "${this.view.name}" declares no loader`);
    return this.memory.get(this.#key(args), async () => {
      const value = await load(...args);
      return {
        value,
        dependsOn: dependsOn(value, ...args),
        bytes: bytes(value, ...args),
        ttlMs,
        versioned,
      };
    });
  }

  peek(...args: A): V | undefined {
    return this.memory.peek<V>(this.#key(args));
  }

  look(...args: A): V | undefined {
    return this.memory.look<V>(this.#key(args));
  }

  get changesHeard(): number {
    return this.memory.changesHeard;
  }

  remember(args: A, value: V, changesHeardBefore: number): void {
    if (this.view.versioned) this.keep(args, value);
    else this.memory.remember(...this.#filed(args, value), changesHeardBefore, this.view.ttlMs);
  }

  keep(args: A, value: V): void {
    // An unversioned value read while a change was heard may be wrong: only `remember` it.
    if (!this.view.versioned)
      throw new Error(`the view "${this.view.name}" is not versioned: remember it instead`);
    this.memory.keep(...this.#filed(args, value), this.view.ttlMs);
  }

  forget(...args: A): void {
    this.memory.forgetKey(this.#key(args));
  }

  keys(): string[] {
    return this.memory.keysOf(this.#prefix);
  }

  entries(): [string, V][] {
    return this.memory.entriesOf<V>(this.#prefix);
  }

  bytes(): number {
    return this.memory.bytesOf(this.#prefix);
  }

  /** Where and how a value is filed: its key, what it depends on, its bytes. */
  #filed(args: A, value: V) {
    const { dependsOn, bytes } = this.view;
    return [this.#key(args), value, dependsOn(value, ...args), bytes(value, ...args)] as const;
  }

  #key(args: A): string {
    return this.#prefix + this.view.key(...args);
  }
}
