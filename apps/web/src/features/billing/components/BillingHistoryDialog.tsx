import type { BillingGroup, GroupBillingHistoryResponse } from '@fairway/contract';
import { transactionStatusLabel } from '@fairway/domain';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api';
import { HISTORY_FETCH_FAILED, useGroupBillingHistory } from '../api/tournament-history';
import { formatTournamentPrice, formatUsd } from '../../../lib/money';
import { formatPaymentDate } from '../../../lib/payment-format';

const head = 'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const cell = 'border-t border-line px-2 py-2 align-top';

function HistorySummary({ history }: { history: GroupBillingHistoryResponse }) {
  const stats = [
    { label: 'Total Spent', value: formatUsd(history.total_spent) },
    { label: 'Current Price', value: formatTournamentPrice(history.current_tournament_price) },
    { label: 'Members', value: String(history.member_count) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl bg-surface-2 px-3 py-2.5">
          <dt className="text-xs text-muted">{stat.label}</dt>
          <dd className="mt-0.5 text-lg font-bold tabular">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Transactions({ history }: { history: GroupBillingHistoryResponse }) {
  if (history.transactions.length === 0)
    return <p className="py-6 text-center text-sm text-muted">No tournament payments yet.</p>;
  return (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Tournament payments</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Date
            </th>
            <th scope="col" className={head}>
              Tournament
            </th>
            <th scope="col" className={`${head} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${head} text-right`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {history.transactions.map((transaction) => {
            const label = transactionStatusLabel(transaction.status);
            return (
              <tr key={transaction.id}>
                <td className={`${cell} whitespace-nowrap text-muted`}>
                  {formatPaymentDate(transaction.created_at)}
                </td>
                <td className={`${cell} break-words`}>{transaction.tournament_name}</td>
                <td className={`${cell} text-right tabular`}>{formatUsd(transaction.amount)}</td>
                <td className={`${cell} text-right`}>
                  <Badge tone={label === 'Paid' ? 'green' : 'amber'}>{label}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function HistoryBody({ groupId }: { groupId: number }) {
  const history = useGroupBillingHistory(groupId);
  if (history.isPending)
    return (
      <div className="flex justify-center py-8 text-primary">
        <Spinner label="Loading billing history…" />
      </div>
    );
  if (history.isError)
    return <Alert tone="danger">{errorMessage(history.error, HISTORY_FETCH_FAILED)}</Alert>;
  return (
    <div className="space-y-4">
      <HistorySummary history={history.data} />
      <Transactions history={history.data} />
    </div>
  );
}

/** One group's platform-fee payments; fetched only while open. */
export function BillingHistoryDialog({
  group,
  onClose,
}: {
  group: BillingGroup | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={group !== null}
      onOpenChange={(open) => !open && onClose()}
      title={group ? `${group.name} Billing History` : 'Billing History'}
      description="Platform fees paid for this group's tournaments."
    >
      {group && <HistoryBody groupId={group.id} />}
    </Dialog>
  );
}
