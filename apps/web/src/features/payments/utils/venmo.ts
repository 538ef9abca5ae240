/** A Venmo charge (a request for money), as the app's deep link and the website take it. */
export interface VenmoCharge {
  /** The member's Venmo handle, with or without the leading @; null when unknown. */
  handle: string | null;
  amount: number;
  note: string;
}

export const DEFAULT_REQUEST_AMOUNT = 25;
export const DEFAULT_REQUEST_MEMO = 'Golf Pool Entry';

function chargeQuery({ handle, amount, note }: VenmoCharge): string {
  const recipient = handle?.trim().replace(/^@/, '');
  const params: [string, string][] = [['txn', 'charge']];
  if (recipient) params.push(['recipients', recipient]);
  params.push(['amount', amount.toFixed(2)], ['note', note]);
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** Opens the Venmo app on phones that have it. */
export const venmoAppLink = (charge: VenmoCharge) => `venmo://paycharge?${chargeQuery(charge)}`;

/** The same request on venmo.com, for when the app is not there. */
export const venmoWebLink = (charge: VenmoCharge) => `https://venmo.com/?${chargeQuery(charge)}`;
