import type { HistoryItem } from '@fairway/contract';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { numberedName } from '../../../lib/entry-labels';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money';
import { useNow } from '../../../hooks/useNow';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { rankLabels, RankMark } from '../../standings';
import { tournamentHistoryPath, winnerPayout } from '../history-format';
import { groupNameOf, placesByGroup, recentWinner } from '../recent-winner';
import { WinnerLine } from './WinnerLine';

/** The card only changes when a day turns over, so once an hour is plenty. */
const RECHECK_MS = 60 * 60_000;

interface RecentWinnerCardProps {
  /** History items (group or cross-group), or undefined while they load. */
  items: readonly HistoryItem[] | undefined;
  /** The tournament's end date, from data the page already holds. */
  endDateOf: (tournamentId: number) => string | undefined;
}

/**
 * The winner and paid places of the most recently finished tournament, for a week after it
 * ends (docs/rules.md "Payouts"); nothing otherwise. With several groups in one item, each
 * group's places are labelled with its name.
 */
export function RecentWinnerCard({ items, endDateOf }: RecentWinnerCardProps) {
  const now = useNow(RECHECK_MS);
  const titleId = useId();
  const recent = items ? recentWinner(items, endDateOf, new Date(now)) : null;
  if (!recent) return null;
  const { item, endDate } = recent;
  const groups = placesByGroup(item);
  const labelGroups = item.userGroups.length > 1;
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4 p-5">
      <div className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">Final results</p>
        <h2 id={titleId} className="break-words text-lg font-semibold">
          {item.name}
        </h2>
        <p className="text-sm text-muted">
          Ended <time dateTime={endDate}>{formatDate(endDate)}</time>
        </p>
      </div>
      <WinnerLine
        winner={item.winner}
        payout={winnerPayout(item)}
        groupName={labelGroups ? groupNameOf(item, item.winner?.groupId) : null}
      />
      {groups.map(({ group, places }) => (
        <PaidPlaces
          key={group.id}
          places={places}
          groupName={labelGroups ? group.name : null}
          titleId={titleId}
        />
      ))}
      <ButtonLink to={tournamentHistoryPath(item.id)} variant="secondary" size="sm">
        View Results
      </ButtonLink>
    </Card>
  );
}

function PaidPlaces({
  places,
  groupName,
  titleId,
}: {
  places: HistoryItem['payouts'];
  /** Shown when the card covers several groups; null for a single group. */
  groupName: string | null;
  titleId: string;
}) {
  const headingId = useId();
  const labels = rankLabels(places);
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {groupName === null ? 'Payouts' : `Payouts in ${groupName}`}
      </h3>
      <ol aria-labelledby={`${headingId} ${titleId}`} className="divide-y divide-line text-sm">
        {places.map((place, index) => (
          <li
            key={`${place.rank}-${place.playerName}-${index}`}
            className="flex items-center gap-3 py-1.5"
          >
            <RankMark rank={place.rank} label={labels[index]!} />
            <span className="min-w-0 flex-1 break-words font-medium">
              {numberedName(place.playerName, place.entryNumber)}
            </span>
            <ScoreToPar value={place.totalScore} />
            <span className="tabular font-semibold">{formatUsd(place.payout)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
