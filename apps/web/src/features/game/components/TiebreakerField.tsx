import { useId } from 'react';
import { inputClass } from '../../../components/ui/Field';
import { cn } from '../../../lib/cn';
import { formatToPar } from '../../../lib/format';

/**
 * Winning scores to par a guess usually lands among (tour events are mostly won at -10 to
 * -20): one tap each on a phone, where typing a minus sign takes a keyboard switch.
 */
export const QUICK_GUESSES = [-10, -12, -14, -16, -18] as const;

/**
 * The optional tiebreaker: a guess of the winner's final score to par (docs/rules.md,
 * "Scoring and standings"), typed, or one of the common guesses tapped (tapped again, it is
 * cleared).
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
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Tiebreaker (optional)
      </label>
      <input
        id={id}
        type="number"
        step={1}
        min={-72}
        max={72}
        placeholder="-14"
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClass(), 'tabular h-11')}
      />
      <div role="group" aria-label="Common winning scores" className="flex flex-wrap gap-1.5">
        {QUICK_GUESSES.map((guess) => {
          const chosen = value.trim() !== '' && Number(value) === guess;
          return (
            <button
              key={guess}
              type="button"
              disabled={disabled}
              aria-pressed={chosen}
              onClick={() => onChange(chosen ? '' : String(guess))}
              className={cn(
                'tabular h-9 min-w-12 rounded-full border px-3 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
                'disabled:cursor-not-allowed disabled:opacity-55',
                chosen
                  ? 'border-primary bg-primary text-on-primary'
                  : 'border-line bg-surface hover:bg-surface-2',
              )}
            >
              {formatToPar(guess)}
            </button>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Your guess of the winner's final score to par. Closest guess wins a tie.
      </p>
    </div>
  );
}
