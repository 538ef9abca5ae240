import type { DemoResponse } from '@fairway/contract';
import { ChevronDown, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { demoStandingsPath } from '../paths';
import { DemoPicksDialog } from './DemoPicksDialog';

type DemoTournament = DemoResponse['tournaments'][number];

/**
 * "Golf Tournaments": an expandable list like the group page's. One in play opens its standings;
 * an upcoming one says how picking works (the demo saves nothing).
 */
export function DemoTournamentDropdown({ tournaments }: { tournaments: DemoTournament[] }) {
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState<DemoTournament | null>(null);
  const listId = useId();
  const liveId = tournaments.find((t) => t.status === 'active')?.id ?? null;
  return (
    <div className="rounded-xl border border-line bg-surface">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-surface-2"
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Trophy aria-hidden className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block font-semibold">Golf Tournaments</span>
          <span className="block text-sm text-muted">
            {tournaments.length} tournament{tournaments.length === 1 ? '' : 's'}
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn('size-5 text-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div id={listId} className="border-t border-line">
          {tournaments.length === 0 ? (
            <p className="px-4 py-3 text-sm text-muted">No tournaments available</p>
          ) : (
            <ul className="divide-y divide-line">
              {tournaments.map((t) => {
                const live = t.status === 'active';
                const row =
                  'flex w-full items-center gap-3 px-4 py-3 text-left text-sm hover:bg-surface-2';
                const content = (
                  <>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{t.name}</span>
                        {live && (
                          <Badge tone="live" pulse>
                            Live
                          </Badge>
                        )}
                      </span>
                      <span className="block text-xs text-muted tabular">
                        {t.pickSubmissions.submitted} pick
                        {t.pickSubmissions.submitted === 1 ? '' : 's'} submitted
                      </span>
                    </span>
                    <span className="font-semibold text-primary">
                      {live ? 'Standings' : 'Enter'}
                    </span>
                  </>
                );
                return (
                  <li key={t.id}>
                    {live ? (
                      <Link to={demoStandingsPath(t.id)} className={row}>
                        {content}
                      </Link>
                    ) : (
                      <button type="button" className={row} onClick={() => setPicking(t)}>
                        {content}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <DemoPicksDialog
        open={picking !== null}
        onOpenChange={(next) => !next && setPicking(null)}
        tournamentName={picking?.name ?? ''}
        liveTournamentId={liveId}
      />
    </div>
  );
}
