import type { MemberPayment } from '@fairway/contract';
import { CheckCircle2, Send } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { formatUsd } from '../../../lib/money';
import { METHOD_LABELS } from '../utils/methods';
import { formatPaymentDate } from '../../../lib/payment-format';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const HEADINGS = [
  'Member',
  'Email',
  'Entries',
  'Amount Due',
  'Amount Paid',
  'Status',
  'Method',
  'Date',
  'Recorded By',
];

const none = <span className="text-muted">–</span>;

interface MemberPaymentsTableProps {
  members: MemberPayment[];
  onMarkPaid: (member: MemberPayment) => void;
  onRequest: (member: MemberPayment) => void;
}

/** One row per member: what they owe and paid, and the admin's two actions. */
export function MemberPaymentsTable({ members, onMarkPaid, onRequest }: MemberPaymentsTableProps) {
  return (
    <Card>
      <CardHeader title="Member Payments" />
      {members.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">This group has no members yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[60rem] text-left text-sm">
            <thead className="bg-surface-2/60 text-xs uppercase tracking-wide text-muted">
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-2 font-medium">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {members.map((member) => (
                <tr key={member.user_id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {member.user_name}
                  </th>
                  <td className="max-w-52 truncate px-4 py-3 text-muted">{member.user_email}</td>
                  <td className="tabular px-4 py-3">{member.entry_count}</td>
                  <td className="tabular px-4 py-3">{formatUsd(member.amount_due)}</td>
                  <td className="tabular px-4 py-3">{formatUsd(member.amount_paid)}</td>
                  <td className="px-4 py-3">
                    <PaymentStatusBadge status={member.status} />
                  </td>
                  <td className="px-4 py-3">
                    {member.payment_method ? METHOD_LABELS[member.payment_method] : none}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {member.payment_date ? formatPaymentDate(member.payment_date) : none}
                  </td>
                  <td className="px-4 py-3">{member.recorded_by ?? none}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <Button
                        size="sm"
                        aria-label={`Mark Paid for ${member.user_name}`}
                        onClick={() => onMarkPaid(member)}
                      >
                        <CheckCircle2 aria-hidden className="size-4" />
                        Mark Paid
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Request Payment from ${member.user_name}`}
                        onClick={() => onRequest(member)}
                      >
                        <Send aria-hidden className="size-4" />
                        Request Payment
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
