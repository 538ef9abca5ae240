import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/money';
import { parsePayout } from '../utils/payout';
import { payoutAmounts, type Pot } from '../utils/pot';

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
const ordinal = (index: number) => ORDINALS[index] ?? `${index + 1}th`;

function Amount({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('tabular font-semibold', value < 0 && 'text-danger')}>
        {formatUsd(value)}
        {hint && <span className="ml-1 text-xs font-normal text-muted">{hint}</span>}
      </dd>
    </div>
  );
}

/** The money of one tournament: pot, platform cost, what is left to pay out, and how it splits. */
export function PotSummary({ pot, payoutStructure }: { pot: Pot; payoutStructure: string }) {
  const places = parsePayout(payoutStructure) ?? [];
  const amounts = payoutAmounts(pot.netPot, places);
  return (
    <section
      aria-label="Pot"
      className="space-y-3 rounded-xl border border-line bg-surface-2/60 px-4 py-3"
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Amount
          label="Total pot"
          value={pot.totalPot}
          hint={pot.projected && pot.totalPot > 0 ? '(projected)' : undefined}
        />
        <Amount label="Platform cost" value={pot.platformCost} />
        <Amount label="Net pot" value={pot.netPot} />
        <Amount label="Cost per user" value={pot.costPerUser} />
      </dl>
      {pot.netPot > 0 && amounts.length > 0 && (
        <p className="tabular text-xs text-muted">
          <span className="font-medium text-ink">Payouts: </span>
          {amounts.map((amount, index) => `${ordinal(index)} ${formatUsd(amount)}`).join(' · ')}
        </p>
      )}
    </section>
  );
}
