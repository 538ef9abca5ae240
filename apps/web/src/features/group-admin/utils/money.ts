const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$19" for whole dollars, "$12.50" otherwise (USD, groups.md section 1). */
export const formatUsd = (amount: number) =>
  Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);

/** Always two decimals, "$19.00": what a card is charged (the payment modal's "Pay $19.00"). */
export const formatUsdCents = (amount: number) => withCents.format(amount);
