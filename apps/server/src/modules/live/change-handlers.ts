import type { Tx } from '../../db/client';
import type { ChangeKind, ChangeOf, Heard, HeardChange, RecordChange } from './changes';

/**
 * When a handler runs:
 * - `in-transaction`: in the writer's unit of work, before the commit, with the changes of
 *   its kind together (one statement for many); it may record further changes. A failure rolls
 *   the write back.
 * - `after-commit`: once, on the instance that wrote, after the commit and before this instance
 *   hears of the change (work that must happen once however many instances run, such as
 *   telling an owner their alternate came in). A failure is logged and does not undo the write.
 * - `everywhere`: after the commit on every instance (what each instance remembers).
 */
export type HandlerPhase = 'in-transaction' | 'after-commit' | 'everywhere';

export type InTransactionHandler<K extends ChangeKind> = (
  changes: readonly Heard<K>[],
  unit: { tx: Tx; changed: RecordChange },
) => Promise<void>;
export type AfterHandler<K extends ChangeKind> = (changes: readonly Heard<K>[]) => unknown;

/**
 * An owner's keeper of the versions views are filed under: it moves them in the writer's
 * transaction, and is the only code that does (live calls it; nobody else bumps a version).
 * `leaderboard` returns each tournament's new version.
 */
export interface VersionKeepers {
  'group-tournament': (tx: Tx, keys: readonly ChangeOf<'group-tournament'>[]) => Promise<void>;
  leaderboard: (tx: Tx, tournamentIds: readonly number[]) => Promise<Map<number, number>>;
}

interface Registered {
  kind: ChangeKind;
  name: string;
  phase: HandlerPhase;
  order: number;
  handle: (changes: readonly HeardChange[], unit?: { tx: Tx; changed: RecordChange }) => unknown;
}

export interface HandlerOptions<P extends HandlerPhase> {
  /** Names the handler in logs and in the order below. */
  name: string;
  phase: P;
  /**
   * Where order matters among one kind's handlers of a phase, lower first (default 0): fees
   * decided at the start (0) before the groups hear of the new leaderboard (10); rows forgotten
   * (0) before standings are rebuilt from them (10).
   */
  order?: number;
}

/**
 * The typed change map's subscribers (docs/architecture.md, "The live read model"): areas
 * declare handlers for the kinds they care about, and the owners of versioned tables their
 * keepers. There is no other listener list for changes.
 */
export class ChangeHandlers {
  readonly #handlers: Registered[] = [];
  #keepers: Partial<VersionKeepers> = {};

  on<K extends ChangeKind>(
    kind: K,
    options: HandlerOptions<'in-transaction'>,
    handle: InTransactionHandler<K>,
  ): void;
  on<K extends ChangeKind>(
    kind: K,
    options: HandlerOptions<'after-commit' | 'everywhere'>,
    handle: AfterHandler<K>,
  ): void;
  on<K extends ChangeKind>(
    kind: K,
    { name, phase, order = 0 }: HandlerOptions<HandlerPhase>,
    handle: InTransactionHandler<K> | AfterHandler<K>,
  ): void {
    this.#handlers.push({ kind, name, phase, order, handle: handle as Registered['handle'] });
    this.#handlers.sort((a, b) => a.order - b.order);
  }

  /** The owner of a versioned table says how its versions move; one keeper a kind. */
  keepVersions<K extends keyof VersionKeepers>(kind: K, keeper: VersionKeepers[K]): void {
    if (this.#keepers[kind]) throw new Error(`Versions of ${kind} already have a keeper`);
    this.#keepers[kind] = keeper;
  }

  keeper<K extends keyof VersionKeepers>(kind: K): VersionKeepers[K] {
    const keeper = this.#keepers[kind];
    if (!keeper) throw new Error(`Nobody keeps the versions of ${kind}`);
    return keeper;
  }

  /** Whether a kind has handlers on every instance (only those travel as changes). */
  handledEverywhere(kind: ChangeKind): boolean {
    return this.#handlers.some(
      (handler) => handler.kind === kind && handler.phase === 'everywhere',
    );
  }

  /** The handlers of one phase, in order, with the changes each hears (none: left out). */
  of(
    phase: HandlerPhase,
    changes: readonly HeardChange[],
  ): { name: string; changes: HeardChange[]; handle: Registered['handle'] }[] {
    return this.#handlers
      .filter((handler) => handler.phase === phase)
      .map((handler) => ({
        name: handler.name,
        handle: handler.handle,
        changes: changes.filter((change) => change.kind === handler.kind),
      }))
      .filter((handler) => handler.changes.length > 0);
  }
}
