import type { PaymentChange } from '@fairway/contract';
import { Card, CardHeader } from '../../../components/ui/Card';
import { formatUsd } from '../../../lib/money';
import { METHOD_LABELS } from '../utils/methods';
import { formatPaymentDateTime } from '../../../lib/payment-format';

/** The latest recorded payment changes, newest first: who recorded what, and when. */
export function PaymentChanges({ changes }: { changes: PaymentChange[] }) {
  return (
    <Card>
      <CardHeader title="Recent Payment Changes" />
      {changes.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">No payments recorded yet.</p>
      ) : (
        <ul aria-label="Recent payment changes" className="divide-y divide-line">
          {changes.map((change) => (
            <li key={change.id} className="space-y-0.5 px-5 py-3 text-sm">
              <p>
                <span className="font-medium">{change.recorded_by}</span> recorded{' '}
                <span className="tabular font-medium">{formatUsd(change.amount_paid)}</span> paid by{' '}
                <span className="font-medium">{change.user_name}</span> via{' '}
                {METHOD_LABELS[change.payment_method]}
                {change.payment_reference && (
                  <span className="text-muted"> (ref. {change.payment_reference})</span>
                )}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={change.recorded_at}>
                  {formatPaymentDateTime(change.recorded_at)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
