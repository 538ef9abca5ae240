/**
 * Golf's score convention: 0 is E, over par +n, under par -n (docs/rules.md,
 * "The global leaderboard").
 */
export function formatToPar(score: number | null | undefined): string {
  if (score === null || score === undefined) return '–';
  if (score === 0) return 'E';
  return score > 0 ? `+${score}` : `${score}`;
}

/** Tone for a to-par score: under par is red in golf, over par dark ink. */
export const toParTone = (score: number | null | undefined) =>
  score !== null && score !== undefined && score < 0 ? 'text-under-par' : 'text-ink';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as "Jun 12, 2026", never shifted by the viewer's zone. */
export const formatDate = (isoDate: string) =>
  dateFormat.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));

export function formatDateRange(start: string, end: string): string {
  const a = formatDate(start);
  const b = formatDate(end);
  return a === b ? a : `${a.replace(/, \d{4}$/, '')} – ${b}`;
}
