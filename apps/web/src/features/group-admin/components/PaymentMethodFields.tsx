import { useId } from 'react';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import type { PaymentInfoForm, PaymentMethodGroup } from '../utils/payment-info-form';

type Change = (patch: Partial<PaymentInfoForm>) => void;

/** The per-method "Show to members" tick (default on); its name says which method it is. */
function ShowToMembers({
  method,
  checked,
  onChange,
}: {
  method: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={`Show ${method} to members`}
        className="size-4 shrink-0 accent-primary"
      />
      <label htmlFor={id} className="text-xs text-muted">
        Show to members
      </label>
    </div>
  );
}

/** One method's inputs (Zelle has email and phone) with its display flag. */
export function PaymentMethodFields({
  group,
  form,
  onChange,
}: {
  group: PaymentMethodGroup;
  form: PaymentInfoForm;
  onChange: Change;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-line bg-surface-2/50 p-3">
      <legend className="sr-only">{group.name}</legend>
      <div className={group.inputs.length > 1 ? 'grid gap-3 sm:grid-cols-2' : undefined}>
        {group.inputs.map((input) => (
          <TextField
            key={input.key}
            label={input.label}
            type={input.type}
            placeholder={input.placeholder}
            autoComplete="off"
            maxLength={120}
            value={form[input.key]}
            onChange={(event) => onChange({ [input.key]: event.target.value })}
          />
        ))}
      </div>
      {group.hint && <p className="text-xs text-muted">{group.hint}</p>}
      <ShowToMembers
        method={group.name}
        checked={form[group.display]}
        onChange={(checked) => onChange({ [group.display]: checked })}
      />
    </fieldset>
  );
}

/** Anything else members should know (cash, check, where and when). */
export function OtherPaymentFields({
  form,
  onChange,
}: {
  form: PaymentInfoForm;
  onChange: Change;
}) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-line bg-surface-2/50 p-3">
      <legend className="sr-only">Other</legend>
      <TextAreaField
        label="Other payment info"
        maxLength={500}
        className="min-h-20"
        placeholder="Cash or check, where and when to pay…"
        value={form.otherPaymentInfo}
        onChange={(event) => onChange({ otherPaymentInfo: event.target.value })}
      />
      <ShowToMembers
        method="other payment info"
        checked={form.displayOther}
        onChange={(checked) => onChange({ displayOther: checked })}
      />
    </fieldset>
  );
}
