import { formatCount } from './format';

/**
 * Money is shown in US dollars with two decimals everywhere ("$19.00", "$1,234.50").
 * Written out by hand, as calendar dates are (lib/format.ts): making the first
 * Intl.NumberFormat slowed a phone's start-up on every page that shows money, and dollars and
 * cents need nothing it knows. money.test.ts checks it against Intl.
 */

/**
 * Dollars from the API (the server keeps cents) as "$1,234.50", "-$3.00". A half cent rounds
 * away from zero, as Intl does (the 1e-7 keeps 1.005, stored as 1.00499…, from rounding down);
 * an amount that rounds to no cents at all is "$0.00", never "-$0.00".
 */
export function formatUsd(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100 + 1e-7);
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  const whole = formatCount(Math.floor(cents / 100));
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A group's price per tournament: "Free" when nothing is charged. */
export const formatTournamentPrice = (dollars: number) =>
  dollars > 0 ? formatUsd(dollars) : 'Free';
