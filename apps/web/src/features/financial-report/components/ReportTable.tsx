import type { FinancialReportRow } from '@fairway/contract';
import { financialHealth } from '@fairway/domain';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/Card';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { numberedName } from '../../../lib/entry-labels';
import { formatUsd } from '../../../lib/money';
import { formatRate } from '../../../lib/payment-format';

const HEADINGS = [
  'Start Date',
  'Entry Fee',
  'Expected',
  'Collected',
  'Outstanding',
  'Rate',
  'Paid Members',
  'Prize Pool',
];

const rateTone = (rate: number) =>
  ({ Excellent: 'text-primary', Good: 'text-info', 'Needs Attention': 'text-danger' })[
    financialHealth(rate)
  ];

/** Who is paid what: final once completed, projected while in play, nothing before. */
function PaidEntries({ payouts }: { payouts: FinancialReportRow['payouts'] }) {
  if (payouts.paid_entries.length === 0) return <span className="text-muted">–</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {payouts.paid_entries.map((entry, index) => (
        <li key={index} className="whitespace-nowrap">
          {entry.rank}. {numberedName(entry.player_name, entry.entry_number)}{' '}
          <span className="tabular font-medium">{formatUsd(entry.payout)}</span>
        </li>
      ))}
      {!payouts.payouts_final && <li className="text-muted">Projected</li>}
    </ul>
  );
}

/** One row per tournament; each name leads to that tournament's payment manager. */
export function ReportTable({ groupId, rows }: { groupId: number; rows: FinancialReportRow[] }) {
  return (
    <Card className="print:shadow-none">
      <CardHeader title="Tournaments" />
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full min-w-[60rem] text-left text-sm print:min-w-0 print:text-xs">
          <thead className="bg-surface-2/60 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Tournament
              </th>
              {HEADINGS.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-2 text-right font-medium">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 font-medium">
                Payouts
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.tournament_id} className="break-inside-avoid">
                <th scope="row" className="px-4 py-3 font-medium">
                  <Link
                    to={`/groups/${groupId}/tournament/${row.tournament_id}/payments`}
                    className="hover:text-primary hover:underline"
                  >
                    {row.tournament_name}
                  </Link>
                </th>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  {formatDate(row.start_date)}
                </td>
                <td className="tabular px-4 py-3 text-right">{formatUsd(row.entry_fee)}</td>
                <td className="tabular px-4 py-3 text-right">{formatUsd(row.expected_revenue)}</td>
                <td className="tabular px-4 py-3 text-right">{formatUsd(row.collected_amount)}</td>
                <td className="tabular px-4 py-3 text-right">
                  {formatUsd(row.outstanding_amount)}
                </td>
                <td
                  className={cn(
                    'tabular px-4 py-3 text-right font-semibold',
                    rateTone(row.collection_rate),
                  )}
                >
                  {formatRate(row.collection_rate)}
                </td>
                <td className="tabular px-4 py-3 text-right">
                  {row.paid_members}/{row.total_members}
                </td>
                <td className="tabular px-4 py-3 text-right">
                  {formatUsd(row.payouts.prize_pool)}
                </td>
                <td className="px-4 py-3">
                  <PaidEntries payouts={row.payouts} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
