import type { Db, Tx } from '../../db/client';
import type { EventBus } from '../events/bus';
import type { Notice } from '../events/bus';
import { noticesOf, type Change, type RecordChange } from './changes';
import { bumpVersions, enteredBy, groupsOf } from './versions';

/**
 * The one way a write that live views show is made: `write` runs the work in a transaction and
 * hands it `changed(...)` to record what it changed. Before the commit it bumps the versions
 * those views are remembered under and queues the announcements (NOTIFY, which PostgreSQL sends
 * only if the transaction commits); after it, this instance's memories hear at once, before the
 * writer answers. So no write path can forget a bump or an announcement, and none is sent for
 * a change that rolled back.
 */
export class LiveWrites {
  constructor(
    private readonly db: Db,
    private readonly events: EventBus,
  ) {}

  async write<T>(work: (tx: Tx, changed: RecordChange) => Promise<T>): Promise<T> {
    let announced: Notice[] = [];
    const result = await this.db.transaction(async (tx) => {
      const changes: Change[] = [];
      const value = await work(tx, (change) => changes.push(change));
      announced = await this.#settle(tx, changes);
      return value;
    });
    this.events.deliverHere(announced);
    return result;
  }

  /** Versions bumped and notices queued, inside the transaction. */
  async #settle(tx: Tx, recorded: readonly Change[]) {
    const changes = [...recorded];
    for (const change of recorded) {
      if (change.kind !== 'player') continue;
      for (const key of await enteredBy(tx, change.userId))
        changes.push({ kind: 'group-tournament', ...key });
      for (const groupId of await groupsOf(tx, change.userId))
        changes.push({ kind: 'members', groupId });
    }
    await bumpVersions(
      tx,
      uniqueGroupTournaments(changes.filter((change) => change.kind === 'group-tournament')),
    );
    const notices = noticesOf(changes);
    await this.events.publishWithin(tx, notices);
    return notices;
  }
}

function uniqueGroupTournaments<T extends { groupId: number; tournamentId: number }>(
  keys: readonly T[],
): T[] {
  const seen = new Map(keys.map((key) => [`${key.groupId}:${key.tournamentId}`, key]));
  return [...seen.values()];
}
