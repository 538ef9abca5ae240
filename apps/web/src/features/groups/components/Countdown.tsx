import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useNow } from '../hooks/useNow';
import {
  countdownUrgency,
  formatCountdown,
  formatDeadlineEt,
  type Urgency,
} from '../utils/countdown';

const looks: Record<Exclude<Urgency, 'passed'>, string> = {
  critical: 'bg-danger-soft text-danger font-semibold animate-pulse motion-reduce:animate-none',
  urgent: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  calm: 'bg-primary-soft text-primary',
};

/** What a member reads where a countdown would be while the group admin has entries switched off. */
export const ENTRIES_DISABLED = 'Entries are disabled for this tournament';

/**
 * Time left until an entry deadline, ticking every second: critical (pulsing) in the last hour,
 * red within 6 hours, yellow within the warning threshold, green before that. Entries the group
 * admin disabled are closed, so there is nothing to count down.
 */
export function Countdown({
  deadline,
  warningMs,
  entriesEnabled = true,
}: {
  deadline: string;
  warningMs: number;
  entriesEnabled?: boolean;
}) {
  const now = useNow(1000);
  const msLeft = Date.parse(deadline) - now;
  const urgency = countdownUrgency(msLeft, warningMs);

  if (!entriesEnabled) return <p className="text-sm text-muted">{ENTRIES_DISABLED}</p>;
  if (Number.isNaN(msLeft)) return null;
  if (urgency === 'passed') {
    return <p className="text-sm text-muted">Entry deadline has passed</p>;
  }
  return (
    <p
      className={cn(
        'inline-flex flex-wrap items-center gap-x-1.5 rounded-lg px-2.5 py-1 text-sm',
        looks[urgency],
      )}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      <span>Entries close in</span>
      <time
        dateTime={deadline}
        title={formatDeadlineEt(deadline)}
        className="tabular font-semibold"
      >
        {formatCountdown(msLeft)}
      </time>
    </p>
  );
}
