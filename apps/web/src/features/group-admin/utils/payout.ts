/**
 * Payout structures: slash-separated percentages of the prize pool, first place first. The dialog
 * offers 65/25/10 in place of the usual 50/30/20.
 */
export const PAYOUT_OPTIONS = [
  { value: '65/25/10', label: '65/25/10 (top 3)' },
  { value: '60/40', label: '60/40 (top 2)' },
  { value: '70/30', label: '70/30 (top 2)' },
  { value: '100', label: '100 (winner take all)' },
  { value: '40/30/20/10', label: '40/30/20/10 (top 4)' },
  { value: '35/25/20/15/5', label: '35/25/20/15/5 (top 5)' },
] as const;

export const CUSTOM_PAYOUT = 'custom';
export const DEFAULT_PAYOUT_CHOICE = PAYOUT_OPTIONS[0].value;

/** The alert for an invalid payout structure, word for word. */
export const INVALID_PAYOUT_ALERT =
  'Please enter valid percentages separated by forward slashes (e.g., "50/30/20")';

const PERCENT_PATTERN = /^\d+(\.\d+)?$/;

/**
 * The percentages of a payout structure, or null unless every part is a number above 0.
 * The browser checks only that much; the server also wants a sum of 100 and says so itself.
 */
export function parsePayout(text: string): number[] | null {
  const parts = text.split('/').map((part) => part.trim());
  if (!parts.every((part) => PERCENT_PATTERN.test(part) && Number(part) > 0)) return null;
  return parts.map(Number);
}

export const isPresetPayout = (structure: string) =>
  PAYOUT_OPTIONS.some((option) => option.value === structure);

/** "50 / 30 / 20" is sent as "50/30/20". */
export const normalizePayout = (text: string) =>
  text
    .split('/')
    .map((part) => part.trim())
    .join('/');
