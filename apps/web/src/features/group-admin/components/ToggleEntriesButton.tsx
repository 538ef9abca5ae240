import type { AdminGroupTournament } from '@fairway/contract';
import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useToggleEntries } from '../api/toggle-entries';

export function toggleEntriesConfirmation(name: string, enable: boolean): string {
  return enable
    ? `Are you sure you want to enable entries for ${name}? Members will be able to submit picks again.`
    : `Are you sure you want to disable entries for ${name}? Members will not be able to submit or change picks until you enable them again.`;
}

/** Enables or disables entries, after a confirmation (docs/rules.md, "Deadlines"). */
export function ToggleEntriesButton({
  groupId,
  tournament,
  onError,
}: {
  groupId: number;
  tournament: AdminGroupTournament;
  onError: (message: string) => void;
}) {
  const toggle = useToggleEntries(groupId, tournament.tournament_id);
  const [confirming, setConfirming] = useState(false);
  const enable = !tournament.is_active;
  const label = enable ? 'Enable Entries' : 'Disable Entries';
  const Icon = enable ? LockOpen : Lock;

  function confirm() {
    toggle.mutate(enable, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => onError(errorMessage(error, 'Failed to toggle tournament entries')),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${label} for ${tournament.tournament_name}`}
        onClick={() => setConfirming(true)}
      >
        <Icon aria-hidden className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={label}
        message={toggleEntriesConfirmation(tournament.tournament_name, enable)}
        confirmLabel={label}
        tone={enable ? 'primary' : 'danger'}
        busy={toggle.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
