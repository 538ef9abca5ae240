import type { TournamentSummary } from '@fairway/contract';
import { CalendarDays, ListChecks, MapPin, RefreshCw, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { formatDateRange } from '../../../lib/format';
import { useRunUpdate } from '../api/golf-data-actions';
import { ADMIN_TOASTS, progressToast } from '../utils/toasts';

// Status colours: upcoming blue, active green.
const STATUS_LOOKS = {
  upcoming: { label: 'Upcoming', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  completed: { label: 'Completed', tone: 'neutral' },
} as const;

/** One upcoming or active tournament with the platform admin's actions on it. */
export function ManagedTournamentItem({ tournament }: { tournament: TournamentSummary }) {
  const { id, name, location, status, startDate, endDate, fieldSize, tiersAssigned } = tournament;
  const update = useRunUpdate(id);
  const look = STATUS_LOOKS[status];

  function runUpdate() {
    const progress = progressToast(ADMIN_TOASTS.updating);
    update.mutate(undefined, {
      onSuccess: () => progress.succeed(ADMIN_TOASTS.updated),
      onError: (error) => progress.fail(error, ADMIN_TOASTS.failed),
    });
  }

  return (
    <li>
      <Card className="flex flex-wrap items-start justify-between gap-4 p-4 sm:p-5">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="break-words text-base font-semibold leading-snug">{name}</h3>
            <Badge tone={look.tone} pulse={status === 'active'}>
              {look.label}
            </Badge>
            {/* Members cannot pick until the tiers are set, so a missing set stands out. */}
            <Badge tone={tiersAssigned ? 'neutral' : 'amber'}>
              {tiersAssigned ? 'Tiers set' : 'Tiers not set'}
            </Badge>
          </div>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {location}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {formatDateRange(startDate, endDate)}
            <span aria-hidden>·</span>
            {fieldSize > 0 ? `${fieldSize} golfers` : 'Field not posted'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Update Tournament: ${name}`}
            loading={update.isPending}
            onClick={runUpdate}
          >
            {!update.isPending && <RefreshCw aria-hidden className="size-4" />}
            Update Tournament
          </Button>
          <ButtonLink
            size="sm"
            to={`/admin/tournament/${id}/tiers`}
            aria-label={`Manage Tiers: ${name}`}
          >
            <ListChecks aria-hidden className="size-4" />
            Manage Tiers
          </ButtonLink>
          <ButtonLink
            size="sm"
            variant="secondary"
            to={`/admin/tournament/${id}/entries`}
            aria-label={`Manage Entries: ${name}`}
          >
            <Users aria-hidden className="size-4" />
            Manage Entries
          </ButtonLink>
        </div>
      </Card>
    </li>
  );
}
