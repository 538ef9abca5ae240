import { useId } from 'react';
import type { SettingsFormFields } from '../utils/settings-form';

/** Withdrawal protection's switch (docs/rules.md, "Withdrawal protection"). */
export function AlternateField({ form }: { form: SettingsFormFields }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        {...form.register('allowAlternate')}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          Allow an alternate golfer
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          Each entry may name one tier 4 alternate, who replaces a picked golfer withdrawing before
          hitting a shot. Fixed once the tournament starts.
        </p>
      </div>
    </div>
  );
}
