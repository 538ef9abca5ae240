import { entryNumbers } from '@fairway/domain';

interface LabelledEntry {
  entryId: number;
  player: { id: number; name: string };
  /** For entries of several groups: numbered within each. */
  groupId?: number;
}

/** A player's name with their entry's number when they have several: "Alice", "Alice #2". */
export const numberedName = (name: string, entryNumber: number | null) =>
  entryNumber === null ? name : `${name} #${entryNumber}`;

/**
 * What each entry is called where players are listed: "Alice", or "Alice #1" and "Alice #2"
 * for a player with several, numbered by the domain's rule (entryNumbers). `entriesOf`: every
 * entry of players whose other entries are not among `rows` (the first rows of a big pool), so
 * their entries are numbered as in the whole list.
 */
export function entryLabels(
  rows: readonly LabelledEntry[],
  entriesOf: ReadonlyMap<number, readonly number[]> = new Map(),
): Map<number, string> {
  const elsewhere = [...entriesOf].flatMap(([playerId, entryIds]) =>
    entryIds.map((entryId) => ({ entryId, playerId })),
  );
  const numbers = entryNumbers([
    ...rows.map(({ entryId, player, groupId }) => ({ entryId, playerId: player.id, groupId })),
    ...elsewhere,
  ]);
  return new Map(
    rows.map(({ entryId, player }) => [entryId, numberedName(player.name, numbers.get(entryId)!)]),
  );
}
