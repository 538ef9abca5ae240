import { TextField } from '../../../components/ui/Field';

/**
 * The optional tiebreaker: a guess of the winner's final score to par (docs/rules.md,
 * "Scoring and standings").
 */
export function TiebreakerField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      label="Tiebreaker (optional)"
      hint="Your guess of the winner's final score to par, e.g. -14. Closest guess wins a tie."
      type="number"
      step={1}
      min={-72}
      max={72}
      placeholder="-14"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className="tabular h-11"
    />
  );
}
