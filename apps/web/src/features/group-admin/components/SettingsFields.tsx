import type { PoolType } from '@fairway/contract';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { MAX_ENTRIES_CHOICES, type SettingsForm } from '../utils/settings-form';
import { DeadlineFields } from './DeadlineFields';
import { PayoutField } from './PayoutField';
import { SelectField } from '../../../components/ui/SelectField';

export const POOL_TYPE_LABELS: Record<PoolType, string> = {
  cut_score: 'Cut Golfers Get Cut Score',
  elimination: 'Entries Eliminated if Golfer Cut',
};

interface SettingsFieldsProps {
  form: SettingsForm;
  onChange: (patch: Partial<SettingsForm>) => void;
  onToggleDeadline: (enabled: boolean) => void;
  deadlineError?: string | null;
}

/** The settings the add and edit dialogs share, with their limits. */
export function SettingsFields({
  form,
  onChange,
  onToggleDeadline,
  deadlineError,
}: SettingsFieldsProps) {
  return (
    <>
      <DeadlineFields
        form={form}
        onToggle={onToggleDeadline}
        onChange={onChange}
        error={deadlineError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Max entries per user"
          value={form.maxEntries}
          onChange={(event) => onChange({ maxEntries: Number(event.target.value) })}
        >
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
          value={form.entryFee}
          onChange={(event) => onChange({ entryFee: event.target.value })}
        />
      </div>
      <SelectField
        label="Pool type"
        value={form.poolType}
        onChange={(event) => onChange({ poolType: event.target.value as PoolType })}
      >
        {Object.entries(POOL_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <PayoutField form={form} onChange={onChange} />
      <TextAreaField
        label="Custom rules (optional)"
        maxLength={2000}
        className="min-h-20"
        placeholder="Anything members should know: side bets, tiebreak, payment due date…"
        value={form.customRules}
        onChange={(event) => onChange({ customRules: event.target.value })}
      />
    </>
  );
}
