import type { TournamentSummary } from '@fairway/contract';
import { Activity } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Card, CardHeader } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';

import { useGolfDataStatus } from '../api/golf-data-status';
import { currentFailure, providerName } from '../utils/golf-data-status';
import { formatDeadlineEt } from '../../../lib/times';

/**
 * The golf data feed at a glance: which provider, when it last worked and, while it is
 * failing, why. Times are in ET like every other time the admin deals with.
 */
export function GolfDataStatusCard({ tournaments }: { tournaments?: TournamentSummary[] }) {
  const status = useGolfDataStatus();

  let body;
  if (status.isPending) {
    // The same two facts with their values still to come: the card is its final height from
    // the first paint (a phone stacks them), so the list below does not move.
    body = (
      <div role="status" aria-label="Loading feed status">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {['Provider', 'Last successful update'].map((label) => (
            <div key={label}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd>
                <Skeleton className="my-0.5 h-4 w-40" />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  } else if (status.isError) {
    body = (
      <p className="text-sm text-muted">
        Feed status unavailable: {errorMessage(status.error, 'Failed to fetch the feed status')}
      </p>
    );
  } else {
    const { provider, lastSuccessfulUpdate } = status.data;
    const failure = currentFailure(status.data);
    const failedTournament =
      failure?.tournamentId != null
        ? (tournaments?.find((t) => t.id === failure.tournamentId)?.name ??
          `tournament ${failure.tournamentId}`)
        : null;
    body = (
      <div className="space-y-3">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-muted">Provider</dt>
            <dd className="font-medium">{providerName(provider)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Last successful update</dt>
            <dd className="tabular font-medium">
              {lastSuccessfulUpdate ? formatDeadlineEt(lastSuccessfulUpdate) : 'Never'}
            </dd>
          </div>
        </dl>
        {failure && (
          <Alert tone="danger" title="Last error">
            <p>{failure.message}</p>
            <p className="text-xs text-muted">
              {formatDeadlineEt(failure.at)} ·{' '}
              {failedTournament ? `updating ${failedTournament}` : 'schedule sync'}
            </p>
          </Alert>
        )}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="golf-data-status-title">
      <CardHeader
        title={
          <span id="golf-data-status-title" className="flex items-center gap-2">
            <Activity aria-hidden className="size-4 text-primary" />
            Golf Data Feed
          </span>
        }
      />
      <div className="px-5 py-4">{body}</div>
    </Card>
  );
}
