import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { MEMBERS_SHOWN_COLLAPSED } from '../../groups';
import { useMembersPaymentInfo } from '../api/members-payment-info';
import { MemberPaymentInfoRow } from './MemberPaymentInfoRow';

export const MEMBERS_PAYMENT_INFO_FAILED = 'Failed to fetch member payment information';

/** Every member's handles, so the admin knows how to pay winnings (collapses above 3, like Members). */
export function MembersPaymentInfo({ groupId }: { groupId: number }) {
  const members = useMembersPaymentInfo(groupId);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const all = members.data?.members ?? [];
  const collapsible = all.length > MEMBERS_SHOWN_COLLAPSED;
  const shown = collapsible && !expanded ? all.slice(0, MEMBERS_SHOWN_COLLAPSED) : all;

  return (
    <Card role="region" aria-label="Member payment info">
      <CardHeader
        title="Member payment info"
        description="How each member can be paid. Only the group's admins see this."
      />
      <div className="px-5 pb-4">
        {members.isPending ? (
          <div role="status" aria-label="Loading member payment info" className="space-y-3 py-4">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : members.isError ? (
          <div className="space-y-3 py-4">
            <Alert tone="danger">{errorMessage(members.error, MEMBERS_PAYMENT_INFO_FAILED)}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ul id={listId} className="divide-y divide-line">
            {shown.map((member) => (
              <MemberPaymentInfoRow key={member.userId} member={member} />
            ))}
          </ul>
        )}
        {collapsible && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 w-full text-primary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show Less' : `Show All ${all.length} Members`}
          </Button>
        )}
      </div>
    </Card>
  );
}
