import { Lock } from 'lucide-react';

/**
 * Why a completed tournament has no Edit: its payouts were worked out from these settings, so
 * they stay as they were (docs/rules.md, "Results that stay final"; the server answers 409).
 */
export function ResultsFinalNote() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-medium text-ink">Results are final.</span> The payouts were settled
        from these settings, so the entry fee, payouts, pool type and rules can no longer change.
      </span>
    </p>
  );
}
