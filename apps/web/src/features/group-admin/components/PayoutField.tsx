import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/Field';
import { CUSTOM_PAYOUT, PAYOUT_OPTIONS } from '../utils/payout';
import type { SettingsFormFields } from '../utils/settings-form';
import { SelectField } from '../../../components/ui/SelectField';

/** Payout structure: one of the presets, or Custom with slash-separated percentages. */
export function PayoutField({ form: { register, control } }: { form: SettingsFormFields }) {
  const choice = useWatch({ control, name: 'payoutChoice' });
  return (
    <div className="space-y-3">
      <SelectField
        label="Payout structure"
        hint="Percent of the prize pool for 1st, 2nd, 3rd…"
        {...register('payoutChoice')}
      >
        {PAYOUT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value={CUSTOM_PAYOUT}>Custom</option>
      </SelectField>
      {choice === CUSTOM_PAYOUT && (
        <TextField
          label="Custom payout (%)"
          placeholder="50/30/20"
          inputMode="decimal"
          autoComplete="off"
          hint="Percentages separated by forward slashes, adding up to 100."
          {...register('customPayout')}
        />
      )}
    </div>
  );
}
