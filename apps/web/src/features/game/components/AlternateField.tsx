import type { TierGolfer } from '@fairway/contract';
import { SelectField } from '../../../components/ui/SelectField';

/**
 * The entry's alternate, where the group allows one (docs/rules.md, "Withdrawal protection"):
 * any tier 4 golfer not already picked.
 */
export function AlternateField({
  golfers,
  picked,
  value,
  onChange,
  disabled,
}: {
  golfers: TierGolfer[];
  /** The two tier 4 picks, which cannot be the alternate too. */
  picked: readonly (number | null)[];
  value: number | null;
  onChange: (golferId: number | null) => void;
  disabled: boolean;
}) {
  return (
    <SelectField
      label="Alternate (optional)"
      hint="Takes the place of a golfer of yours who withdraws before hitting a shot."
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    >
      <option value="">No alternate</option>
      {golfers
        .filter((golfer) => !picked.includes(golfer.id))
        .map((golfer) => (
          <option key={golfer.id} value={golfer.id}>
            {golfer.name}
          </option>
        ))}
    </SelectField>
  );
}
