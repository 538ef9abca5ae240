import { UpdateGroupTournamentBody } from '@fairway/contract';
import { POOL_TYPE_LABELS } from '@fairway/domain';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { maxLengthOf } from '../../../lib/forms';
import { MAX_ENTRIES_CHOICES, type SettingsFormFields } from '../utils/settings-form';
import { DeadlineFields } from './DeadlineFields';
import { PayoutField } from './PayoutField';
import { SelectField } from '../../../components/ui/SelectField';
import { AlternateField } from './AlternateField';

interface SettingsFieldsProps {
  form: SettingsFormFields;
  onToggleDeadline: (enabled: boolean) => void;
  deadlineError?: string | null;
}

/** The settings the add and edit dialogs share, with their limits. */
export function SettingsFields({ form, onToggleDeadline, deadlineError }: SettingsFieldsProps) {
  const { register } = form;
  return (
    <>
      <DeadlineFields form={form} onToggle={onToggleDeadline} error={deadlineError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Max entries per user" {...register('maxEntries')}>
          {MAX_ENTRIES_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Entry fee ($)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          {...register('entryFee')}
        />
      </div>
      <SelectField label="Pool type" {...register('poolType')}>
        {Object.entries(POOL_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <AlternateField form={form} />
      <PayoutField form={form} />
      <TextAreaField
        label="Custom rules (optional)"
        maxLength={maxLengthOf(UpdateGroupTournamentBody.shape.custom_rules)}
        className="min-h-20"
        placeholder="Anything members should know: side bets, tiebreak, payment due date…"
        {...register('customRules')}
      />
    </>
  );
}
