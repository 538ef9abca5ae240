import type { DemoResponse } from '@fairway/contract';
import { ArrowRight, Percent, Sparkles, Trophy } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TournamentStatusBadge } from '../../../components/TournamentStatusBadge';
import { demoStandingsPath } from '../paths';

/**
 * What the demo leads with: the tournament in play (else the last one finished) and the way into
 * its standings, where the visitor plays as one of the group's members.
 */
export function DemoFeatured({ featured }: { featured: DemoResponse['featured'] }) {
  if (!featured) return null;
  const live = featured.status === 'active';
  return (
    <Card className="p-4 sm:p-5">
      <section
        aria-labelledby="demo-featured-title"
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0 space-y-1.5">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <TournamentStatusBadge status={featured.status} />
            {live && featured.round > 0 && (
              <span className="font-semibold">Round {featured.round}</span>
            )}
          </p>
          <h2 id="demo-featured-title" className="break-words text-lg font-semibold">
            {featured.name}
          </h2>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {live ? (
              <>
                <span className="inline-flex items-center gap-1.5">
                  <Percent aria-hidden className="size-4" />
                  Chance to win and to cash
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Sparkles aria-hidden className="size-4" />
                  Whom to root for
                </span>
              </>
            ) : (
              <span className="inline-flex items-center gap-1.5">
                <Trophy aria-hidden className="size-4" />
                Final standings and what each entry won
              </span>
            )}
          </p>
        </div>
        <ButtonLink to={demoStandingsPath(featured.id)} className="shrink-0">
          {live ? 'View Live Standings' : 'View Final Standings'}
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </section>
    </Card>
  );
}
