interface LabelledEntry {
  entryId: number;
  player: { id: number; name: string };
}

/**
 * What each entry is called where players are listed: "Alice", or "Alice #1" and "Alice #2"
 * for a player with several. Numbered in entry order (the entry id), so a number stays with
 * its entry while ranks move; the lists may be in any order. `entriesOf`: every entry of
 * players whose other entries are not among `rows` (the first rows of a big pool), so their
 * entries are numbered as in the whole list.
 */
export function entryLabels(
  rows: readonly LabelledEntry[],
  entriesOf: ReadonlyMap<number, readonly number[]> = new Map(),
): Map<number, string> {
  const byPlayer = new Map<number, { name: string; entryIds: number[] }>();
  for (const { entryId, player } of rows) {
    const held = byPlayer.get(player.id);
    if (held) held.entryIds.push(entryId);
    else
      byPlayer.set(player.id, {
        name: player.name,
        entryIds: [...(entriesOf.get(player.id) ?? [entryId])],
      });
  }
  const labels = new Map<number, string>();
  for (const { name, entryIds } of byPlayer.values()) {
    const numbered = [...new Set(entryIds)].sort((a, b) => a - b);
    if (numbered.length === 1) labels.set(numbered[0]!, name);
    else numbered.forEach((entryId, i) => labels.set(entryId, `${name} #${i + 1}`));
  }
  return labels;
}
