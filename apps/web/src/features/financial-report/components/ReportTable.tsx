import type { FinancialReportRow } from '@fairway/contract';
import { financialHealth } from '@fairway/domain';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/Card';
import { wideOnly } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { numberedName } from '../../../lib/entry-labels';
import { formatUsd } from '../../../lib/money';
import { formatRate } from '../../../lib/payment-format';

const rateTone = (rate: number) =>
  ({ Excellent: 'text-primary', Good: 'text-info', 'Needs Attention': 'text-danger' })[
    financialHealth(rate)
  ];

const head = 'px-3 py-2 font-medium sm:px-4';
const cell = 'px-3 py-3 align-top sm:px-4';
const sub = 'mt-0.5 block text-xs font-normal text-muted';

/** Who is paid what: final once completed, projected while in play, nothing before. */
function PaidEntries({ payouts }: { payouts: FinancialReportRow['payouts'] }) {
  if (payouts.paid_entries.length === 0) return <span className="text-muted">–</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {payouts.paid_entries.map((entry, index) => (
        <li key={index} className="break-words">
          {entry.rank}. {numberedName(entry.player_name, entry.entry_number)}{' '}
          <span className="tabular whitespace-nowrap font-medium">{formatUsd(entry.payout)}</span>
        </li>
      ))}
      {!payouts.payouts_final && <li className="text-muted">Projected</li>}
    </ul>
  );
}

/**
 * One row per tournament; each name leads to that tournament's payment manager. Columns by
 * importance (docs/rules.md, "Phones and keyboards"): what an admin acts on and the money
 * (collected, outstanding, rate, prize pool, payouts) have columns; the start date and entry fee
 * fold under the name, the expected amount under Collected and the paid members under Rate, so
 * the table fits a 1280 px screen with the sidebar open. A phone keeps Tournament, Collected and
 * Outstanding, with the rate, prize pool and payouts under the name.
 */
export function ReportTable({ groupId, rows }: { groupId: number; rows: FinancialReportRow[] }) {
  return (
    <Card className="print:shadow-none">
      <CardHeader title="Tournaments" />
      <table className="w-full text-left text-sm print:text-xs">
        <thead className="bg-surface-2/60 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className={head}>
              Tournament
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Collected
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Outstanding
            </th>
            <th scope="col" className={cn(head, wideOnly, 'text-right')}>
              Rate
            </th>
            <th scope="col" className={cn(head, wideOnly, 'text-right')}>
              Prize Pool
            </th>
            <th scope="col" className={cn(head, wideOnly)}>
              Payouts
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.tournament_id} className="break-inside-avoid">
              <th scope="row" className={cn(cell, 'font-medium')}>
                <Link
                  to={`/groups/${groupId}/tournament/${row.tournament_id}/payments`}
                  className="break-words hover:text-primary hover:underline"
                >
                  {row.tournament_name}
                </Link>
                <span className={sub}>
                  <time dateTime={row.start_date}>{formatDate(row.start_date)}</time> ·{' '}
                  <span className="tabular">{formatUsd(row.entry_fee)}</span> entry
                </span>
                {/* A phone's folded columns: the rate, the prize pool and who is paid. */}
                <div className={cn(sub, 'space-y-1 sm:hidden')}>
                  <p>
                    <span className={cn('tabular font-semibold', rateTone(row.collection_rate))}>
                      {formatRate(row.collection_rate)}
                    </span>{' '}
                    collected · {paidMembers(row)}
                  </p>
                  <p>
                    Prize pool{' '}
                    <span className="tabular font-semibold text-ink">
                      {formatUsd(row.payouts.prize_pool)}
                    </span>
                  </p>
                  <div className="text-ink">
                    <PaidEntries payouts={row.payouts} />
                  </div>
                </div>
              </th>
              <td className={cn(cell, 'tabular text-right')}>
                {formatUsd(row.collected_amount)}
                <span className={sub}>of {formatUsd(row.expected_revenue)}</span>
              </td>
              <td className={cn(cell, 'tabular text-right')}>
                {formatUsd(row.outstanding_amount)}
              </td>
              <td className={cn(cell, wideOnly, 'tabular text-right')}>
                <span className={cn('font-semibold', rateTone(row.collection_rate))}>
                  {formatRate(row.collection_rate)}
                </span>
                <span className={sub}>{paidMembers(row)}</span>
              </td>
              <td className={cn(cell, wideOnly, 'tabular text-right')}>
                {formatUsd(row.payouts.prize_pool)}
              </td>
              <td className={cn(cell, wideOnly)}>
                <PaidEntries payouts={row.payouts} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

const paidMembers = (row: FinancialReportRow) => `${row.paid_members}/${row.total_members} paid`;
