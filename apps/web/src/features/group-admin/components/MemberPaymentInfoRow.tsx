import type { MemberPaymentInfo } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { memberHandles } from '../utils/payment-info-form';

/** One member: name, email, role badge, and their handles or "No payment info". */
export function MemberPaymentInfoRow({ member }: { member: MemberPaymentInfo }) {
  const handles = memberHandles(member.paymentInfo);
  return (
    <li className="space-y-1.5 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 break-words font-medium">{member.userName}</p>
        <Badge tone={member.role === 'admin' ? 'green' : 'neutral'}>
          {member.role === 'admin' ? 'Admin' : 'Member'}
        </Badge>
      </div>
      <p className="break-all text-xs text-muted">{member.userEmail}</p>
      {handles.length === 0 ? (
        <p className="text-sm italic text-muted">No payment info</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {handles.map(({ method, value }) => (
            <div key={`${method}-${value}`} className="contents">
              <dt className="text-muted">{method}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
