/**
 * Which of a player's entries in a pool each one is, wherever players are listed: 1, 2, … in
 * entry order (the entry id) for a player with several, so a number stays with its entry as
 * ranks move; null for a player with one. Screens write it "Alice #2" (docs/rules.md, "Phones
 * and keyboards"). Entries of several groups are numbered within each group (`groupId`). The
 * entries may come in any order; an entry listed twice counts once.
 */
export function entryNumbers(
  entries: Iterable<{ entryId: number; playerId: number; groupId?: number }>,
): Map<number, number | null> {
  const byPlayer = new Map<string, Set<number>>();
  for (const { entryId, playerId, groupId } of entries) {
    const key = `${groupId ?? ''}:${playerId}`;
    const held = byPlayer.get(key);
    if (held) held.add(entryId);
    else byPlayer.set(key, new Set([entryId]));
  }
  const numbers = new Map<number, number | null>();
  for (const held of byPlayer.values()) {
    const ordered = [...held].sort((a, b) => a - b);
    ordered.forEach((entryId, i) => numbers.set(entryId, ordered.length === 1 ? null : i + 1));
  }
  return numbers;
}
