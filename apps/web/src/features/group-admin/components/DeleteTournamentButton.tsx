import type { AdminGroupTournament } from '@fairway/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useDeleteTournament } from '../api/delete-tournament';

export const deleteTournamentConfirmation = (name: string) =>
  `Are you sure you want to delete the tournament ${name}? This action cannot be undone.`;

/** Removes the tournament from the group after the spec's confirmation (offered only before the start). */
export function DeleteTournamentButton({
  groupId,
  tournament,
  onError,
}: {
  groupId: number;
  tournament: AdminGroupTournament;
  onError: (message: string) => void;
}) {
  const remove = useDeleteTournament(groupId, tournament.tournament_id);
  const [confirming, setConfirming] = useState(false);
  const name = tournament.tournament_name;

  function confirm() {
    remove.mutate(undefined, {
      onSuccess: () => toast.success(`${name} was removed from the group`),
      onError: (error) => onError(errorMessage(error, 'Failed to delete tournament')),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${name}`}
        className="text-danger"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete tournament"
        message={deleteTournamentConfirmation(name)}
        confirmLabel="Delete Tournament"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
