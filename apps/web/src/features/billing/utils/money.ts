import type { SizeTierName } from '@fairway/contract';

// Billing always shows cents ("$19.00"), as receipts do, unlike the pot figures elsewhere.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars from the API as "$1,234.50". */
export const formatMoney = (dollars: number) => usd.format(dollars);

/** A tier's or a group's price per tournament: "Free" when nothing is charged. */
export const formatTournamentPrice = (dollars: number) =>
  dollars > 0 ? formatMoney(dollars) : 'Free';

/** The size tiers as the billing screens name them (the server sends only the key per group). */
export const TIER_LABELS: Record<SizeTierName, string> = {
  free: 'Free',
  small: 'Small Group',
  large: 'Large Group',
};

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A payment time as a date in the viewer's zone, e.g. "Jun 12, 2026". */
export const formatPaymentDate = (iso: string) => dateFormat.format(new Date(iso));

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** A price inside a sentence: "$19" for whole dollars, else with cents. */
export const formatPriceInText = (dollars: number) =>
  Number.isInteger(dollars) ? wholeDollars.format(dollars) : formatMoney(dollars);
