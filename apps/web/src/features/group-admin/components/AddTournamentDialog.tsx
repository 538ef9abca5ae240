import type { AdminGroupTournament } from '@fairway/contract';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useAddTournament } from '../api/add-tournament';
import { useAvailableTournaments, type AvailableTournament } from '../api/available-tournaments';
import { AddSettingsForm, blankSettings } from '../utils/settings-form';
import { SelectField } from '../../../components/ui/SelectField';
import { SettingsFields } from './SettingsFields';
import { TournamentCostNote } from './TournamentCostNote';
import { useSettingsForm } from './useSettingsForm';

/** The contract's words for a missing tournament, under the select. */
export { SELECT_TOURNAMENT_MESSAGE } from '@fairway/contract';

interface AddTournamentFormProps {
  groupId: number;
  onCancel: () => void;
  onAdded: (tournament: AdminGroupTournament) => void;
}

function AddTournamentForm({ groupId, onCancel, onAdded }: AddTournamentFormProps) {
  const available = useAvailableTournaments(groupId);
  const add = useAddTournament(groupId);
  const settings = useSettingsForm(AddSettingsForm, blankSettings());
  const { form } = settings;
  const tournamentId = useWatch({ control: form.control, name: 'tournament_id' });
  const find = (id: number | undefined) => available.data?.find((t) => t.id === id);
  const chosen = find(tournamentId);
  const timesOf = (tournament: AvailableTournament) => ({
    startDate: tournament.start_date,
    firstTeeTime: tournament.first_tee_time,
  });

  // Checked by the contract's add body (a tournament must be chosen) before the deadline rule.
  const submit = form.handleSubmit((body) => {
    const tournament = find(body.tournament_id);
    if (!tournament || !settings.deadlineFits(body.entry_deadline, timesOf(tournament))) return;
    add.mutate(body, { onSuccess: onAdded });
  }, settings.explain);

  const failure = settings.failure(add, 'Failed to add tournament');
  const noneLeft = available.isSuccess && available.data.length === 0;
  return (
    // noValidate: the checks follow the spec (a fee that is not a number counts as 0) and the
    // contract rather than each browser's own step arithmetic.
    <form onSubmit={submit} onChange={settings.edited} noValidate className="space-y-4">
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
          disabled={!available.isSuccess || noneLeft}
          error={form.formState.errors.tournament_id?.message}
          {...form.register('tournament_id', {
            valueAsNumber: true,
            onChange: (event: { target: { value: string } }) => {
              const next = find(Number(event.target.value));
              settings.followStartDate(next && timesOf(next));
            },
          })}
        >
          <option value="">
            {available.isPending ? 'Loading tournaments…' : 'Choose a tournament'}
          </option>
          {/* Members can no longer enter a tournament under way; its entries come by CSV. */}
          {(['upcoming', 'active'] as const).map((status) => {
            const listed = available.data?.filter((t) => t.status === status) ?? [];
            if (listed.length === 0) return null;
            return (
              <optgroup
                key={status}
                label={
                  status === 'upcoming'
                    ? 'Upcoming: members enter their picks'
                    : 'Under way: no picks, entries by CSV upload only'
                }
              >
                {listed.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} · {formatDate(t.start_date)}
                    {status === 'active' ? ' · live' : ''}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </SelectField>
        <SettingsFields
          form={form}
          onToggleDeadline={(enabled) =>
            settings.toggleDeadline(enabled, chosen && timesOf(chosen))
          }
          deadlineError={settings.deadlineError}
        />
        {failure && <Alert tone="danger">{failure}</Alert>}
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
