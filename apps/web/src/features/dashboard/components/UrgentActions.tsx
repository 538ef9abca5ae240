import type { UrgentAction } from '@fairway/contract';
import { AlarmClock } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../hooks/useNow';
import { formatCountdown } from '../../../lib/countdown';
import { entryFormPath } from '../dashboard-text';
import { formatDeadlineEt } from '../../../lib/times';

/** The dashboard shows at most 3 urgent actions. */
export const URGENT_ACTIONS_SHOWN = 3;

const looks: Record<
  UrgentAction['priority'],
  { card: string; icon: string; label: string; tone: BadgeTone }
> = {
  critical: {
    card: 'border-danger/40 bg-danger-soft',
    icon: 'bg-danger text-on-danger motion-safe:animate-pulse',
    label: 'Critical',
    tone: 'red',
  },
  high: {
    card: 'border-warning/40 bg-warning-soft',
    icon: 'bg-warning text-on-warning',
    label: 'High priority',
    tone: 'amber',
  },
  normal: {
    card: 'border-line bg-surface',
    icon: 'bg-primary-soft text-primary',
    label: 'Reminder',
    tone: 'green',
  },
};

/** Deadlines coming up in the user's groups, most pressing first, each with a way to act. */
export function UrgentActions({ actions }: { actions: UrgentAction[] }) {
  const now = useNow(1000);
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="urgent-actions" className="space-y-3">
      <h2 id="urgent-actions" className="text-lg font-semibold">
        Urgent Actions
      </h2>
      <ul className="grid gap-3 lg:grid-cols-3">
        {actions.slice(0, URGENT_ACTIONS_SHOWN).map((action) => {
          const look = looks[action.priority] ?? looks.normal;
          const msLeft = Date.parse(action.deadline) - now;
          return (
            <li
              key={`${action.group.id}-${action.tournament.id}`}
              className={cn('flex flex-col gap-3 rounded-2xl border p-4', look.card)}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full',
                    look.icon,
                  )}
                >
                  <AlarmClock className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <Badge tone={look.tone}>{look.label}</Badge>
                  <h3 className="mt-1 font-semibold">{action.tournament.name}</h3>
                  <p className="text-sm text-muted">{action.group.name}</p>
                </div>
              </div>
              <p className="text-sm">
                {msLeft > 0 ? (
                  <>
                    Entries close in{' '}
                    <time dateTime={action.deadline} className="font-semibold tabular">
                      {formatCountdown(msLeft)}
                    </time>
                  </>
                ) : (
                  'Entry deadline has passed'
                )}
                <span className="block text-xs text-muted">
                  {formatDeadlineEt(action.deadline)}
                </span>
              </p>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted">
                  {action.hasEntry ? 'Entry submitted' : 'No entry yet'}
                </span>
                <ButtonLink
                  // Straight to the form: picking starts with this tap.
                  to={entryFormPath(action.group.id, action.tournament.id)}
                  size="sm"
                  aria-label={`Make Picks for ${action.tournament.name} in ${action.group.name}`}
                >
                  Make Picks
                </ButtonLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
