import type { AdminGroupTournament } from '@fairway/contract';
import { Eye, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { DeleteTournamentButton } from './DeleteTournamentButton';
import { EditTournamentDialog } from './EditTournamentDialog';
import { ToggleEntriesButton } from './ToggleEntriesButton';

interface TournamentActionsProps {
  groupId: number;
  tournament: AdminGroupTournament;
  canView: boolean;
  canDelete: boolean;
  onRestricted: () => void;
  onError: (message: string) => void;
}

/** View, Edit, toggle entries and (before the start) Delete for one group tournament. */
export function TournamentActions({
  groupId,
  tournament,
  canView,
  canDelete,
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
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${name}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden className="size-4" />
        Edit
      </Button>
      <ToggleEntriesButton groupId={groupId} tournament={tournament} onError={onError} />
      {canDelete && (
        <DeleteTournamentButton groupId={groupId} tournament={tournament} onError={onError} />
      )}
      <EditTournamentDialog
        groupId={groupId}
        tournament={tournament}
        open={editing}
        onOpenChange={setEditing}
      />
    </div>
  );
}
