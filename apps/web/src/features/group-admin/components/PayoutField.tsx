import { TextField } from '../../../components/ui/Field';
import { CUSTOM_PAYOUT, PAYOUT_OPTIONS } from '../utils/payout';
import type { SettingsForm } from '../utils/settings-form';
import { SelectField } from '../../../components/ui/SelectField';

/** Payout structure: one of the presets, or Custom with slash-separated percentages. */
export function PayoutField({
  form,
  onChange,
}: {
  form: SettingsForm;
  onChange: (patch: Partial<SettingsForm>) => void;
}) {
  return (
    <div className="space-y-3">
      <SelectField
        label="Payout structure"
        value={form.payoutChoice}
        onChange={(event) => onChange({ payoutChoice: event.target.value })}
        hint="Percent of the prize pool for 1st, 2nd, 3rd…"
      >
        {PAYOUT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value={CUSTOM_PAYOUT}>Custom</option>
      </SelectField>
      {form.payoutChoice === CUSTOM_PAYOUT && (
        <TextField
          label="Custom payout (%)"
          placeholder="50/30/20"
          inputMode="decimal"
          autoComplete="off"
          value={form.customPayout}
          onChange={(event) => onChange({ customPayout: event.target.value })}
          hint="Percentages separated by forward slashes, adding up to 100."
        />
      )}
    </div>
  );
}
