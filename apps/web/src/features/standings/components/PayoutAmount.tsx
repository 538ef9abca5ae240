import { formatUsd } from '../../../lib/money';

/**
 * Dollars won ("$25.00"), or a dash for an entry outside the money. The dash is hidden from
 * screen readers, which hear "None" (after the column or label "Payout") instead of "em dash".
 */
export function PayoutAmount({ dollars }: { dollars: number }) {
  if (dollars > 0) return <span className="tabular">{formatUsd(dollars)}</span>;
  return (
    <>
      <span aria-hidden className="text-muted">
        —
      </span>
      <span className="sr-only">None</span>
    </>
  );
}
