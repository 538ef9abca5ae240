/** Money is shown in US dollars with two decimals everywhere ("$19.00", "$1,234.50"). */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Dollars from the API (the server keeps cents) as "$1,234.50". */
export const formatUsd = (dollars: number) => usd.format(dollars);

/** A group's price per tournament: "Free" when nothing is charged. */
export const formatTournamentPrice = (dollars: number) =>
  dollars > 0 ? formatUsd(dollars) : 'Free';
