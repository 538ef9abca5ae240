import type { DemoResponse } from '@fairway/contract';
import { CalendarDays, Clock, MapPin, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/States';
import { formatDate } from '../../../lib/format';
import { demoStandingsPath } from '../paths';
import { DemoPicksDialog } from './DemoPicksDialog';

type DemoTournament = DemoResponse['tournaments'][number];

/**
 * Tournaments tab: every demo tournament as a card. One in play opens its standings; an
 * upcoming one's "Make Picks" says how picking works (the demo saves nothing).
 */
export function DemoTournaments({ tournaments }: { tournaments: DemoTournament[] }) {
  const liveId = tournaments.find((t) => t.status === 'active')?.id ?? null;
  return (
    <section aria-labelledby="demo-available-tournaments" className="space-y-4">
      <h2 id="demo-available-tournaments" className="text-lg font-semibold">
        Available Tournaments
      </h2>
      {tournaments.length === 0 ? (
        <EmptyState icon={<Trophy className="size-6" />} title="No Tournaments Available">
          Check back later for upcoming tournaments!
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {tournaments.map((t) => (
            <li key={t.id}>
              <DemoTournamentCard tournament={t} liveTournamentId={liveId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DemoTournamentCard({
  tournament: t,
  liveTournamentId,
}: {
  tournament: DemoTournament;
  liveTournamentId: number | null;
}) {
  const live = t.status === 'active';
  const [picking, setPicking] = useState(false);
  const { submitted, total, percentage } = t.pickSubmissions;
  const percent = Math.round(Math.min(100, Math.max(0, percentage)));
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">{t.name}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {t.location}
          </p>
        </div>
        {live ? (
          <Badge tone="live" pulse>
            Live
          </Badge>
        ) : (
          <Badge tone="blue">Upcoming</Badge>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Starts</dt>
          <dd className="font-medium">{formatDate(t.startDate)}</dd>
        </div>
        <div>
          <dt className="text-muted">Ends</dt>
          <dd className="font-medium">{formatDate(t.endDate)}</dd>
        </div>
        <div className="col-span-2 flex items-center gap-1.5">
          <dt className="flex items-center gap-1.5 text-muted">
            <Clock aria-hidden className="size-4" />
            Entry deadline
          </dt>
          <dd className="font-medium">{formatDate(t.startDate)}</dd>
        </div>
      </dl>

      <div>
        <p className="flex justify-between text-sm">
          <span className="text-muted">Picks submitted</span>
          <span className="font-medium tabular">
            {submitted}/{total} ({percent}%)
          </span>
        </p>
        <div
          role="progressbar"
          aria-label={`${t.name} picks submitted`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {live ? (
        <ButtonLink to={demoStandingsPath(t.id)} className="mt-auto w-full">
          View Standings
        </ButtonLink>
      ) : (
        <>
          <Button variant="secondary" className="mt-auto w-full" onClick={() => setPicking(true)}>
            <CalendarDays aria-hidden className="size-4" /> Make Picks
          </Button>
          <DemoPicksDialog
            open={picking}
            onOpenChange={setPicking}
            tournamentName={t.name}
            liveTournamentId={liveTournamentId}
          />
        </>
      )}
    </Card>
  );
}
