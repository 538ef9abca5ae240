import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/Field';
import type { SettingsFormFields } from '../utils/settings-form';

interface DeadlineFieldsProps {
  form: SettingsFormFields;
  /** Ticking the box asks the parent to fill in the default (start date, 08:00 ET). */
  onToggle: (enabled: boolean) => void;
  error?: string | null;
}

/** The optional custom entry deadline, edited as an ET date and time. */
export function DeadlineFields({
  form: { register, control },
  onToggle,
  error,
}: DeadlineFieldsProps) {
  const customDeadline = useWatch({ control, name: 'customDeadline' });
  const checkboxId = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-line bg-surface-2/50 p-3">
      <legend className="sr-only">Entry deadline</legend>
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          {...register('customDeadline', { onChange: (event) => onToggle(event.target.checked) })}
          aria-describedby={`${checkboxId}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div>
          <label htmlFor={checkboxId} className="text-sm font-medium">
            Set a custom entry deadline
          </label>
          <p id={`${checkboxId}-hint`} className="text-xs text-muted">
            Otherwise entries close at the first tee time on the start date.
          </p>
        </div>
      </div>
      {customDeadline && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Date (ET)"
            type="date"
            required
            {...register('deadlineDate')}
            className="dark:[color-scheme:dark]"
          />
          <TextField
            label="Time (ET)"
            type="time"
            required
            {...register('deadlineTime')}
            className="dark:[color-scheme:dark]"
          />
          {error && (
            <p role="alert" className="col-span-2 text-xs font-medium text-danger">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
