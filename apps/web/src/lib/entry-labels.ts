interface LabelledEntry {
  entryId: number;
  player: { id: number; name: string };
}

/**
 * What each entry is called where players are listed: "Alice", or "Alice #1" and "Alice #2"
 * for a player with several. Numbered in entry order (the entry id), so a number stays with
 * its entry while ranks move; the lists may be in any order.
 */
export function entryLabels(rows: readonly LabelledEntry[]): Map<number, string> {
  const byPlayer = new Map<number, number[]>();
  for (const { entryId, player } of rows) {
    const ids = byPlayer.get(player.id) ?? [];
    ids.push(entryId);
    byPlayer.set(player.id, ids);
  }
  const labels = new Map<number, string>();
  for (const { entryId, player } of rows) {
    const ids = byPlayer.get(player.id)!;
    if (ids.length === 1) labels.set(entryId, player.name);
    else {
      const nth = [...ids].sort((a, b) => a - b).indexOf(entryId) + 1;
      labels.set(entryId, `${player.name} #${nth}`);
    }
  }
  return labels;
}
