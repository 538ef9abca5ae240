import type { Db, Tx } from '../../db/client';
import type { EventBus, Notice } from '../events';
import { ChangeHandlers } from './change-handlers';
import {
  noticesOf,
  type Change,
  type ChangeOf,
  type HeardChange,
  type RecordChange,
} from './changes';

interface Log {
  warn(details: object, message: string): void;
}

/**
 * The one way a write that live views show is made: `write` runs the work in a transaction and
 * hands it `changed(...)` to record what it changed. Before the commit, live moves the versions
 * those views are filed under (through their owners' keepers), runs the handlers areas declared
 * for the changes in the transaction (which may record more), and queues the announcements
 * (NOTIFY, which PostgreSQL sends only if the transaction commits); after it, this instance
 * hears at once, before the writer answers, and every other instance from the channel. So no
 * write path can forget a bump or an announcement, and none is sent for a change that rolled
 * back.
 */
export class LiveWrites {
  /** Where areas declare their handlers and version keepers (change-handlers.ts). */
  readonly changes = new ChangeHandlers();

  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
    private readonly log: Log,
  ) {
    // Other instances' changes arrive on the channel; this instance's own in `write`.
    events.observeChanges((changes) => this.#everywhere(changes as HeardChange[]));
  }

  async write<T>(work: (tx: Tx, changed: RecordChange) => Promise<T>): Promise<T> {
    let settled: { notices: Notice[]; heard: HeardChange[]; carried: HeardChange[] } | undefined;
    const result = await this.db.transaction(async (tx) => {
      const changes: Change[] = [];
      const value = await work(tx, (change) => changes.push(change));
      settled = await this.#settle(tx, changes);
      return value;
    });
    if (!settled) return result;
    // The work this instance does once comes first, then this instance hears (its memories and
    // its everywhere handlers, the standings rebuild among them), before the writer answers: a
    // rebuild started first would hold the embedded database's one connection while the notices
    // wait (docs/performance.md, Step 15).
    for (const { name, handle, changes } of this.changes.of('after-commit', settled.heard))
      await Promise.resolve(handle(changes)).catch((error: unknown) =>
        this.log.warn({ err: error, handler: name }, 'a change handler failed after the commit'),
      );
    this.events.deliverHere(settled.notices, settled.carried);
    return result;
  }

  /** Versions moved, handlers run and notices queued, inside the transaction. */
  async #settle(tx: Tx, recorded: readonly Change[]) {
    const heard: HeardChange[] = [];
    // Rounds: what the handlers of one round record is settled in the next.
    for (let round = [...recorded]; round.length > 0;) {
      const settled = await this.#withVersions(tx, round);
      heard.push(...settled);
      const next: Change[] = [];
      for (const { handle, changes } of this.changes.of('in-transaction', settled))
        await handle(changes, { tx, changed: (change) => next.push(change) });
      round = next;
    }
    const groupTournaments = heard.filter(
      (change): change is ChangeOf<'group-tournament'> => change.kind === 'group-tournament',
    );
    if (groupTournaments.length > 0)
      await this.changes.keeper('group-tournament')(tx, uniqueGroupTournaments(groupTournaments));
    const notices = noticesOf(heard);
    // Only kinds somebody handles everywhere travel to the other instances as changes.
    const carried = heard.filter((change) => this.changes.handledEverywhere(change.kind));
    await this.events.publishWithin(tx, notices, carried);
    return { notices, heard, carried };
  }

  /** Stored leaderboards get their new versions from their keeper; the rest are as recorded. */
  async #withVersions(tx: Tx, changes: readonly Change[]): Promise<HeardChange[]> {
    const boards = [
      ...new Set(
        changes.flatMap((change) => (change.kind === 'leaderboard' ? [change.tournamentId] : [])),
      ),
    ];
    if (boards.length === 0) return changes as HeardChange[];
    const versions = await this.changes.keeper('leaderboard')(tx, boards);
    return changes.map((change) =>
      change.kind === 'leaderboard'
        ? { ...change, version: versions.get(change.tournamentId)! }
        : change,
    ) as HeardChange[];
  }

  async #everywhere(changes: readonly HeardChange[]): Promise<void> {
    for (const { name, handle, changes: theirs } of this.changes.of('everywhere', changes))
      await Promise.resolve(handle(theirs)).catch((error: unknown) =>
        this.log.warn({ err: error, handler: name }, 'a change handler failed'),
      );
  }
}

function uniqueGroupTournaments<T extends { groupId: number; tournamentId: number }>(
  keys: readonly T[],
): T[] {
  const seen = new Map(keys.map((key) => [`${key.groupId}:${key.tournamentId}`, key]));
  return [...seen.values()];
}
