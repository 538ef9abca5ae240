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
  const byPlayer = new Map<number, { name: string; entryIds: number[] }>();
  for (const { entryId, player } of rows) {
    const held = byPlayer.get(player.id);
    if (held) held.entryIds.push(entryId);
    else byPlayer.set(player.id, { name: player.name, entryIds: [entryId] });
  }
  const labels = new Map<number, string>();
  for (const { name, entryIds } of byPlayer.values()) {
    if (entryIds.length === 1) labels.set(entryIds[0]!, name);
    else
      entryIds
        .sort((a, b) => a - b)
        .forEach((entryId, i) => labels.set(entryId, `${name} #${i + 1}`));
  }
  return labels;
}
