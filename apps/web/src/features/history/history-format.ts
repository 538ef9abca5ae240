/**
 * History wording (groups.md "Group history", "Tournament history"), free of React so it is
 * tested on its own.
 */

/** An average to par with one decimal: "+2.4", "-0.6", "E" for an even average, "–" for none. */
export function formatAverageScore(average: number | null): string {
  if (average === null) return '–';
  const rounded = Math.round(average * 10) / 10;
  if (rounded === 0) return 'E';
  return rounded > 0 ? `+${rounded.toFixed(1)}` : rounded.toFixed(1);
}

/** Picks come in slot order: tiers 1, 2 and 3, then two from tier 4. */
export const pickTierLabel = (slot: number) => `T${Math.min(slot + 1, 4)}`;

export const tournamentHistoryPath = (tournamentId: number) =>
  `/tournament/${tournamentId}/history`;
export const manageEntriesPath = (tournamentId: number) =>
  `/admin/tournament/${tournamentId}/entries`;
