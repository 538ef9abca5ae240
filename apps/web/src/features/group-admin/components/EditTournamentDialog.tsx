import type { AdminGroupTournament } from '@fairway/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { toast } from '../../../lib/toast';
import { useUpdateTournament } from '../api/update-tournament';
import { hasStarted } from '../utils/admin-rules';
import {
  EditSettingsForm,
  changedSettings,
  settingsBody,
  settingsFromTournament,
} from '../utils/settings-form';
import { SettingsFields } from './SettingsFields';
import { useSettingsForm } from './useSettingsForm';

function EditTournamentForm({
  groupId,
  tournament,
  onDone,
}: {
  groupId: number;
  tournament: AdminGroupTournament;
  onDone: () => void;
}) {
  const update = useUpdateTournament(groupId, tournament.tournament_id);
  const [saved] = useState(() => settingsFromTournament(tournament));
  const [started] = useState(() => hasStarted(tournament, new Date()));
  const settings = useSettingsForm(EditSettingsForm, saved);
  const times = {
    startDate: tournament.tournament_info.start_date,
    firstTeeTime: tournament.tournament_info.first_tee_time,
  };

  // Checked by the contract's update body; only what the admin changed is sent, so the rest
  // (entries switched off meanwhile, say) stays as saved.
  const submit = settings.form.handleSubmit((body) => {
    const changes = changedSettings(settingsBody(saved), body);
    if (!settings.deadlineFits(changes.entry_deadline, times)) return;
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(`${tournament.tournament_name} updated`);
        onDone();
      },
    });
  }, settings.explain);

  const failure = settings.failure(update, 'Failed to update tournament');
  return (
    // noValidate: the checks follow the spec (a fee that is not a number counts as 0) and the
    // contract rather than each browser's own step arithmetic.
    <form onSubmit={submit} onChange={settings.edited} noValidate className="space-y-4">
      <div className="-mx-1 max-h-[60dvh] space-y-4 overflow-y-auto px-1 pb-1">
        {started && (
          <Alert tone="info">
            Play has started: a change to the entry fee, payouts, pool type or rules is posted in
            the group chat and kept in the tournament&apos;s change history.
          </Alert>
        )}
        <SettingsFields
          form={settings.form}
          onToggleDeadline={(enabled) => settings.toggleDeadline(enabled, times)}
          deadlineError={settings.deadlineError}
        />
        {failure && <Alert tone="danger">{failure}</Alert>}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}

/** Edit a group tournament's settings (the same fields as Add, minus the tournament). */
export function EditTournamentDialog({
  groupId,
  tournament,
  open,
  onOpenChange,
}: {
  groupId: number;
  tournament: AdminGroupTournament;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Tournament"
      description={tournament.tournament_name}
    >
      {open && (
        <EditTournamentForm
          groupId={groupId}
          tournament={tournament}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
