import type { MemberPayment } from '@fairway/contract';
import { CheckCircle2, Send } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { headEdge, wideOnly, TableBox } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/money';
import { formatPaymentDate } from '../../../lib/payment-format';
import { METHOD_LABELS } from '../utils/methods';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const head = cn(headEdge, 'z-10 px-3 text-left font-medium sm:px-4');
const td = 'border-b border-line px-3 py-3 align-top sm:px-4';
const none = <span className="text-muted">–</span>;
/**
 * Columns by importance (docs/rules.md, "Phones and keyboards"): the member, the money, the
 * status and the actions always; Entries and Paid By only where the table's box is 64rem wide
 * or more (a 1280 px screen with the sidebar open has 60rem): narrower, the entry count folds
 * under the member's email and how they paid under the status. A phone shows one column.
 */
const roomy = 'hidden @5xl:table-cell';
const folded = '@5xl:hidden';

interface MemberPaymentsTableProps {
  members: MemberPayment[];
  /** The admin looking: nobody requests a payment from themselves. */
  myUserId: number | undefined;
  onMarkPaid: (member: MemberPayment) => void;
  onRequest: (member: MemberPayment) => void;
}

/**
 * One row per member: what they owe and paid, how, and the admin's two actions. At a desk
 * every column fits the page beside the sidebar; a phone shows each member with their status
 * and amounts under the name, and Mark Paid one tap away.
 */
export function MemberPaymentsTable({
  members,
  myUserId,
  onMarkPaid,
  onRequest,
}: MemberPaymentsTableProps) {
  return (
    <Card>
      <CardHeader title="Member Payments" />
      {members.length === 0 ? (
        <p className="px-5 py-4 text-sm text-muted">This group has no members yet.</p>
      ) : (
        <TableBox label="Member payments" className="@container rounded-none border-x-0 border-b-0">
          <table className="w-full border-separate border-spacing-0 text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className={head}>
                  Member
                </th>
                <th scope="col" className={cn(head, roomy)}>
                  Entries
                </th>
                <th scope="col" className={cn(head, wideOnly)}>
                  Amount Due
                </th>
                <th scope="col" className={cn(head, wideOnly)}>
                  Amount Paid
                </th>
                <th scope="col" className={cn(head, wideOnly)}>
                  Status
                </th>
                <th scope="col" className={cn(head, roomy)}>
                  Paid By
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.user_id}>
                  <th scope="row" className={cn(td, 'font-medium')}>
                    {/* A width the email is cut to (a table cell alone would grow to fit it). */}
                    <span className="block max-w-40 break-words sm:max-w-60">
                      {member.user_name}
                    </span>
                    <span className="block max-w-40 truncate text-xs font-normal text-muted sm:max-w-60">
                      {member.user_email}
                    </span>
                    <span
                      className={cn(
                        'tabular block text-xs font-normal text-muted max-sm:hidden',
                        folded,
                      )}
                    >
                      {entriesText(member.entry_count)}
                    </span>
                    {/* A phone's one column: the status and the money under the name. */}
                    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal sm:hidden">
                      <PaymentStatusBadge status={member.status} />
                      <span className="tabular text-muted">
                        {formatUsd(member.amount_paid)} of {formatUsd(member.amount_due)} ·{' '}
                        {entriesText(member.entry_count)}
                      </span>
                    </span>
                  </th>
                  <td className={cn(td, roomy, 'tabular')}>{member.entry_count}</td>
                  <td className={cn(td, wideOnly, 'tabular')}>{formatUsd(member.amount_due)}</td>
                  <td className={cn(td, wideOnly, 'tabular')}>{formatUsd(member.amount_paid)}</td>
                  <td className={cn(td, wideOnly)}>
                    <PaymentStatusBadge status={member.status} />
                    {member.payment_method && (
                      <span className={cn('mt-1 block text-xs', folded)}>
                        <PaidBy member={member} />
                      </span>
                    )}
                  </td>
                  <td className={cn(td, roomy, 'text-xs')}>
                    {member.payment_method ? <PaidBy member={member} /> : none}
                  </td>
                  <td className={td}>
                    <div className="flex flex-col items-end gap-2 @5xl:flex-row @5xl:justify-end">
                      <Button
                        size="sm"
                        aria-label={`Mark Paid for ${member.user_name}`}
                        onClick={() => onMarkPaid(member)}
                      >
                        <CheckCircle2 aria-hidden className="size-4" />
                        Mark Paid
                      </Button>
                      {myUserId !== undefined && member.user_id !== myUserId && (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Request Payment from ${member.user_name}`}
                          title="Request Payment"
                          onClick={() => onRequest(member)}
                        >
                          <Send aria-hidden className="size-4" />
                          <span className="max-lg:sr-only">Request</span>
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </Card>
  );
}

const entriesText = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

/** How a payment was made: "Venmo", then when and who recorded it. */
function PaidBy({ member }: { member: MemberPayment }) {
  return (
    <>
      <span className="block text-sm">{METHOD_LABELS[member.payment_method!]}</span>
      <span className="block text-muted">
        {member.payment_date && formatPaymentDate(member.payment_date)}
        {member.recorded_by && ` · by ${member.recorded_by}`}
      </span>
    </>
  );
}
