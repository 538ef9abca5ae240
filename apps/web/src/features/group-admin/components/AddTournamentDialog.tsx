import type { AdminGroupTournament } from '@fairway/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useAddTournament } from '../api/add-tournament';
import { useAvailableTournaments, type AvailableTournament } from '../api/available-tournaments';
import { blankSettings } from '../utils/settings-form';
import { SelectField } from '../../../components/ui/SelectField';
import { SettingsFields } from './SettingsFields';
import { TournamentCostNote } from './TournamentCostNote';
import { useSettingsForm } from './useSettingsForm';

export const SELECT_TOURNAMENT_MESSAGE = 'Please select a tournament';

interface AddTournamentFormProps {
  groupId: number;
  onCancel: () => void;
  onAdded: (tournament: AdminGroupTournament) => void;
}

function AddTournamentForm({ groupId, onCancel, onAdded }: AddTournamentFormProps) {
  const available = useAvailableTournaments(groupId);
  const add = useAddTournament(groupId);
  const [tournamentId, setTournamentId] = useState('');
  const [selectError, setSelectError] = useState<string | null>(null);
  const settings = useSettingsForm(blankSettings);
  const chosen = available.data?.find((t) => String(t.id) === tournamentId);
  const timesOf = (tournament: AvailableTournament) => ({
    startDate: tournament.start_date,
    firstTeeTime: tournament.first_tee_time,
  });

  function choose(id: string) {
    setTournamentId(id);
    setSelectError(null);
    const next = available.data?.find((t) => String(t.id) === id);
    settings.followStartDate(next && timesOf(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setSelectError(SELECT_TOURNAMENT_MESSAGE);
      return;
    }
    const body = settings.validBody();
    if (!body || !settings.deadlineFits(body.entry_deadline, timesOf(chosen))) return;
    add.mutate({ tournament_id: chosen.id, is_active: true, ...body }, { onSuccess: onAdded });
  }

  const noneLeft = available.isSuccess && available.data.length === 0;
  return (
    // noValidate: the checks below follow the spec (a fee that is not a number counts as 0)
    // rather than each browser's own step arithmetic.
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="-mx-1 max-h-[60dvh] space-y-4 overflow-y-auto px-1 pb-1">
        <TournamentCostNote groupId={groupId} />
        {available.isError && (
          <Alert tone="danger">
            {errorMessage(available.error, 'Failed to fetch available tournaments')}
          </Alert>
        )}
        {noneLeft && (
          <Alert tone="info" title="No tournaments to add">
            Every upcoming tournament is already in this group. New ones appear here once the
            schedule lists them.
          </Alert>
        )}
        <SelectField
          label="Tournament"
          value={tournamentId}
          disabled={!available.isSuccess || noneLeft}
          onChange={(event) => choose(event.target.value)}
          error={selectError}
        >
          <option value="">
            {available.isPending ? 'Loading tournaments…' : 'Choose a tournament'}
          </option>
          {available.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} · {formatDate(t.start_date)}
            </option>
          ))}
        </SelectField>
        <SettingsFields
          form={settings.form}
          onChange={settings.update}
          onToggleDeadline={(enabled) =>
            settings.toggleDeadline(enabled, chosen && timesOf(chosen))
          }
          deadlineError={settings.deadlineError}
        />
        {add.isError && (
          <Alert tone="danger">{errorMessage(add.error, 'Failed to add tournament')}</Alert>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending} disabled={!chosen}>
          Add Tournament
        </Button>
      </div>
    </form>
  );
}

/** The Add Tournament dialog: pick a tournament and set how the group plays it. */
export function AddTournamentDialog({
  open,
  onOpenChange,
  ...formProps
}: Omit<AddTournamentFormProps, 'onCancel'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Tournament"
      description="Choose a tournament and set how your group plays it."
    >
      {open && <AddTournamentForm {...formProps} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}
