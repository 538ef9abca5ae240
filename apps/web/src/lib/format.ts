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

/** A whole number with its thousands separated by commas: 5000 as "5,000". */
export const formatCount = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date (YYYY-MM-DD) as "Jun 12, 2026", never shifted by the viewer's zone. Written
 * out by hand: the first Intl.DateTimeFormat a page makes costs a phone's start-up dearly
 * (docs/decisions/0017-first-load-code-kept-small.md), and a calendar date needs none of what
 * it knows.
 */
export function formatDate(isoDate: string): string {
  const year = isoDate.slice(0, 4);
  const month = MONTHS[Number(isoDate.slice(5, 7)) - 1];
  const day = Number(isoDate.slice(8, 10));
  return `${month} ${day}, ${year}`;
}

export function formatDateRange(start: string, end: string): string {
  const a = formatDate(start);
  const b = formatDate(end);
  return a === b ? a : `${a.replace(/, \d{4}$/, '')} – ${b}`;
}
