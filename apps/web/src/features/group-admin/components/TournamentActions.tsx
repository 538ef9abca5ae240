import type { AdminGroupTournament, GroupInfo } from '@fairway/contract';
import { Eye, Pencil, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { needsPlatformFee } from '../utils/admin-rules';
import { DeleteTournamentButton } from './DeleteTournamentButton';
import { EditTournamentDialog } from './EditTournamentDialog';
import { PayTournamentButton } from './PayTournamentButton';
import { ToggleEntriesButton } from './ToggleEntriesButton';

interface TournamentActionsProps {
  groupId: number;
  tournament: AdminGroupTournament;
  groupInfo: GroupInfo;
  canView: boolean;
  /** Entries could open: not over, and the deadline still ahead (else no toggle is offered). */
  entriesCanOpen: boolean;
  canDelete: boolean;
  /** Not once the tournament is completed: its results are final (ResultsFinalNote says so). */
  canEdit: boolean;
  onRestricted: () => void;
  onError: (message: string) => void;
}

/**
 * View, Edit (until it is completed), Payments (when the pool has an entry fee), toggle entries (while they could
 * open), Pay (while the platform fee is due) and (before the start) Delete for one group
 * tournament.
 */
export function TournamentActions({
  groupId,
  tournament,
  groupInfo,
  canView,
  entriesCanOpen,
  canDelete,
  canEdit,
  onRestricted,
  onError,
}: TournamentActionsProps) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const name = tournament.tournament_name;

  function view() {
    if (!canView) return onRestricted();
    navigate(`/groups/${groupId}/tournament/${tournament.tournament_id}/standings`);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" aria-label={`View ${name}`} onClick={view}>
        <Eye aria-hidden className="size-4" />
        View
      </Button>
      {canEdit && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Edit ${name}`}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden className="size-4" />
          Edit
        </Button>
      )}
      {/* A free pool has no fees to track; a paid one keeps its ledger after the tournament. */}
      {tournament.entry_fee > 0 && (
        <ButtonLink
          to={`/groups/${groupId}/tournament/${tournament.tournament_id}/payments`}
          variant="secondary"
          size="sm"
          aria-label={`Payments for ${name}`}
        >
          <Wallet aria-hidden className="size-4" />
          Payments
        </ButtonLink>
      )}
      {/* Past the deadline, or once it is over, nobody can enter whatever the switch says. */}
      {entriesCanOpen && (
        <ToggleEntriesButton groupId={groupId} tournament={tournament} onError={onError} />
      )}
      {needsPlatformFee(tournament) && (
        <PayTournamentButton groupId={groupId} tournament={tournament} groupInfo={groupInfo} />
      )}
      {canDelete && (
        <DeleteTournamentButton groupId={groupId} tournament={tournament} onError={onError} />
      )}
      {canEdit && (
        <EditTournamentDialog
          groupId={groupId}
          tournament={tournament}
          open={editing}
          onOpenChange={setEditing}
        />
      )}
    </div>
  );
}
