import type { AdminGroupTournament, AdminTournamentsResponse } from '@fairway/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { hasEntryFees } from '../utils/admin-rules';
import { formatUsd } from '../../../lib/money';
import { AddTournamentDialog } from './AddTournamentDialog';
import { AdminHeader } from './AdminHeader';
import { CsvUploadDialog } from './CsvUploadDialog';
import { AdminTournamentList } from './AdminTournamentList';
import { GroupInfoCard } from './GroupInfoCard';
import { MembersPaymentInfo } from './MembersPaymentInfo';
import { PaymentInfoEditor } from './PaymentInfoEditor';

/** The admin page once the group and its tournaments have loaded. */
export function AdminDashboard({
  groupId,
  data,
}: {
  groupId: number;
  data: AdminTournamentsResponse;
}) {
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [paymentNotice, setPaymentNotice] = useState<string | null>(null);
  const hasEntryFee = hasEntryFees(data.tournaments);

  function added(tournament: AdminGroupTournament) {
    setAdding(false);
    toast.success(`${tournament.tournament_name} was added to the group`);
    // A paying group's new tournament stays locked until the admin pays (docs/rules.md,
    // "The platform fee").
    setPaymentNotice(
      tournament.requires_payment && !tournament.payment_completed
        ? `${tournament.tournament_name} needs the ${formatUsd(data.group_info.tournament_price)} platform fee paid before it starts.`
        : null,
    );
  }

  return (
    <div className="space-y-6">
      <AdminHeader
        groupId={groupId}
        info={data.group_info}
        showFinancialReport={hasEntryFee}
        onAdd={() => setAdding(true)}
        onUploadCsv={() => setUploading(true)}
      />
      {paymentNotice && (
        <Alert tone="warning" title="Payment required">
          <p>{paymentNotice}</p>
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 mt-1"
            onClick={() => setPaymentNotice(null)}
          >
            Dismiss
          </Button>
        </Alert>
      )}
      <GroupInfoCard info={data.group_info} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PaymentInfoEditor groupId={groupId} />
        <MembersPaymentInfo groupId={groupId} />
      </div>
      <AdminTournamentList groupId={groupId} data={data} onAdd={() => setAdding(true)} />
      <AddTournamentDialog
        groupId={groupId}
        open={adding}
        onOpenChange={setAdding}
        onAdded={added}
      />
      <CsvUploadDialog
        groupId={groupId}
        tournaments={data.tournaments}
        open={uploading}
        onOpenChange={setUploading}
      />
    </div>
  );
}
