import { AdminPaymentInfoBody } from '@fairway/contract';
import { useId } from 'react';
import type { UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/ui/Field';
import { maxLengthOf } from '../../../lib/forms';
import type { PaymentMethodGroup } from '../utils/payment-info-form';

type Register = UseFormRegister<AdminPaymentInfoBody>;

/** The per-method "Show to members" tick (default on); its name says which method it is. */
function ShowToMembers({ method, field }: { method: string; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        {...field}
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
  register,
}: {
  group: PaymentMethodGroup;
  register: Register;
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
            maxLength={maxLengthOf(AdminPaymentInfoBody.shape[input.key])}
            {...register(input.key)}
          />
        ))}
      </div>
      {group.hint && <p className="text-xs text-muted">{group.hint}</p>}
      <ShowToMembers method={group.name} field={register(group.display)} />
    </fieldset>
  );
}

/** Anything else members should know (cash, check, where and when). */
export function OtherPaymentFields({ register }: { register: Register }) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-line bg-surface-2/50 p-3">
      <legend className="sr-only">Other</legend>
      <TextAreaField
        label="Other payment info"
        maxLength={maxLengthOf(AdminPaymentInfoBody.shape.otherPaymentInfo)}
        className="min-h-20"
        placeholder="Cash or check, where and when to pay…"
        {...register('otherPaymentInfo')}
      />
      <ShowToMembers method="other payment info" field={register('displayOther')} />
    </fieldset>
  );
}
