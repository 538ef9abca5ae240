import { Clock } from 'lucide-react';
import { cn } from '../lib/cn';
import { useNow } from '../hooks/useNow';
import { countdownUrgency, formatCountdown, type Urgency } from '../lib/countdown';
import { formatDeadlineEt, formatShortDateTime } from '../lib/times';

const looks: Record<Exclude<Urgency, 'passed'>, string> = {
  critical: 'bg-danger-soft text-danger font-semibold motion-safe:animate-pulse',
  urgent: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  calm: 'bg-primary-soft text-primary',
};

/** What a member reads where a countdown would be while the group admin has entries switched off. */
export const ENTRIES_DISABLED = 'Entries are disabled for this tournament';

/** What a countdown says before and after its moment, and how it names it. */
const WORDING = {
  deadline: {
    before: 'Entries close in',
    passed: 'Entry deadline has passed',
    // Deadlines are New York time.
    label: formatDeadlineEt,
  },
  start: {
    before: 'Tees off in',
    passed: 'Event has started',
    // Tee times are the viewer's own.
    label: (iso: string) => formatShortDateTime(iso),
  },
} as const;

/**
 * Time left until an entry deadline (or, with kind "start", the first tee time), ticking every
 * second: critical (pulsing) in the last hour, red within 6 hours, yellow within the warning
 * threshold, green before that. Entries the group admin disabled are closed, so there is no
 * deadline to count down to.
 */
export function Countdown({
  deadline,
  warningMs,
  kind = 'deadline',
  entriesEnabled = true,
}: {
  /** The instant counted down to. */
  deadline: string;
  warningMs: number;
  kind?: keyof typeof WORDING;
  entriesEnabled?: boolean;
}) {
  const wording = WORDING[kind];
  const now = useNow(1000);
  const msLeft = Date.parse(deadline) - now;
  const urgency = countdownUrgency(msLeft, warningMs);

  if (kind === 'deadline' && !entriesEnabled)
    return <p className="text-sm text-muted">{ENTRIES_DISABLED}</p>;
  if (Number.isNaN(msLeft)) return null;
  if (urgency === 'passed') {
    return <p className="text-sm text-muted">{wording.passed}</p>;
  }
  return (
    <p
      className={cn(
        'inline-flex flex-wrap items-center gap-x-1.5 rounded-lg px-2.5 py-1 text-sm',
        looks[urgency],
      )}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      <span>{wording.before}</span>
      <time dateTime={deadline} title={wording.label(deadline)} className="tabular font-semibold">
        {formatCountdown(msLeft)}
      </time>
    </p>
  );
}
