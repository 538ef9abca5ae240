/** How many of a group's entries hold one golfer (the contract's PickPopularity). */
export interface PickPopularity {
  golferId: number;
  name: string;
  /** Entries holding the golfer. */
  entries: number;
  /** Of the group's entries, 0 to 1, to four decimal places. */
  share: number;
}

/**
 * Each picked golfer's share of a group's entries, most picked first (then by name), from the
 * standings' rows (docs/rules.md, "Pick popularity"). A golfer counts once per entry. Only shown
 * once play has started: before that it would give away everyone's picks.
 */
export function pickPopularity(
  rows: readonly { selections: readonly { golferId: number; name: string }[] }[],
): PickPopularity[] {
  const held = new Map<number, { name: string; entries: number }>();
  for (const row of rows) {
    const seen = new Set<number>();
    for (const { golferId, name } of row.selections) {
      if (seen.has(golferId)) continue;
      seen.add(golferId);
      const golfer = held.get(golferId);
      if (golfer) golfer.entries += 1;
      else held.set(golferId, { name, entries: 1 });
    }
  }
  return [...held]
    .map(([golferId, { name, entries }]) => ({
      golferId,
      name,
      entries,
      share: Math.round((entries / rows.length) * 10_000) / 10_000,
    }))
    .sort(
      (a, b) => b.entries - a.entries || a.name.localeCompare(b.name) || a.golferId - b.golferId,
    );
}

/** The golfers exactly one entry holds, when the group has more than that one entry. */
export const uniquePicks = (popularity: readonly PickPopularity[]): Set<number> =>
  new Set(
    popularity
      .filter((golfer) => golfer.entries === 1 && golfer.share < 1)
      .map((golfer) => golfer.golferId),
  );
