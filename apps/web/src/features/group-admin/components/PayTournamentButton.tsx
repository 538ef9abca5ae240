import type { AdminGroupTournament, GroupInfo } from '@fairway/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { UnlockTournamentDialog } from '../../unlock-tournament';
import type { UnlockTarget } from '../../unlock-tournament';
import { refreshAfterTournamentChange } from '../api/keys';
import { TIER_LABELS } from '../../../lib/size-tiers';

/** Pay opens the Unlock Tournament modal; once paid the admin list (and its badges) reload. */
export function PayTournamentButton({
  groupId,
  tournament,
  groupInfo,
}: {
  groupId: number;
  tournament: AdminGroupTournament;
  groupInfo: GroupInfo;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const target: UnlockTarget = {
    groupId,
    groupName: groupInfo.group_name,
    memberCount: groupInfo.member_count,
    tierLabel: TIER_LABELS[groupInfo.tier_name],
    price: groupInfo.tournament_price,
    tournamentId: tournament.tournament_id,
    groupTournamentId: tournament.id,
    tournamentName: tournament.tournament_name,
  };
  return (
    <>
      <Button
        variant="sand"
        size="sm"
        aria-label={`Pay for ${tournament.tournament_name}`}
        onClick={() => setOpen(true)}
      >
        <CreditCard aria-hidden className="size-4" />
        Pay
      </Button>
      <UnlockTournamentDialog
        open={open}
        onOpenChange={setOpen}
        target={target}
        onSuccess={() => refreshAfterTournamentChange(queryClient, groupId)}
      />
    </>
  );
}
