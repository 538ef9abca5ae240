import type { MemberPayment, TournamentPaymentsResponse } from '@fairway/contract';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { useMemberVenmoHandles } from '../api/member-handles';
import { MarkPaidDialog } from './MarkPaidDialog';
import { MemberPaymentsTable } from './MemberPaymentsTable';
import { PaymentChanges } from './PaymentChanges';
import { PaymentsHeader } from './PaymentsHeader';
import { PaymentSummary } from './PaymentSummary';
import { PayoutBreakdown } from './PayoutBreakdown';
import { RequestPaymentDialog } from './RequestPaymentDialog';

interface PaymentManagerProps {
  groupId: number;
  tournamentId: number;
  data: TournamentPaymentsResponse;
}

/** The loaded payment manager: summary, member table with its dialogs, payouts and changes. */
export function PaymentManager({ groupId, tournamentId, data }: PaymentManagerProps) {
  const handles = useMemberVenmoHandles(groupId);
  const myUserId = useAuth().userId ?? undefined;
  const [marking, setMarking] = useState<MemberPayment | null>(null);
  const [requesting, setRequesting] = useState<MemberPayment | null>(null);

  return (
    <div className="space-y-6">
      <PaymentsHeader name={data.tournament_name} entryFee={data.entry_fee} />
      <PaymentSummary data={data} />
      <MemberPaymentsTable
        members={data.member_payments}
        myUserId={myUserId}
        onMarkPaid={setMarking}
        onRequest={setRequesting}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <PayoutBreakdown structure={data.payout_structure} payouts={data.payouts} />
        <PaymentChanges changes={data.changes} />
      </div>
      {marking && (
        <MarkPaidDialog
          key={marking.user_id}
          groupId={groupId}
          tournamentId={tournamentId}
          member={marking}
          onClose={() => setMarking(null)}
        />
      )}
      {requesting && (
        <RequestPaymentDialog
          key={requesting.user_id}
          member={requesting}
          venmoHandle={handles.data?.get(requesting.user_id) ?? null}
          onClose={() => setRequesting(null)}
        />
      )}
    </div>
  );
}
