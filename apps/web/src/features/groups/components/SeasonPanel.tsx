import type { SeasonMember } from '@fairway/contract';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/SelectField';
import { ErrorPanel, Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/money';
import { useSeason } from '../api/season';

/** The years offered: this one and the two before it. */
const YEARS_SHOWN = 3;

const signed = (dollars: number) =>
  `${dollars > 0 ? '+' : dollars < 0 ? '−' : ''}${formatUsd(Math.abs(dollars))}`;

/** Each member's net for the year as a bar either side of zero: won to the right, lost to the left. */
function NetChart({ members }: { members: SeasonMember[] }) {
  const widest = Math.max(1, ...members.map((member) => Math.abs(member.net)));
  return (
    <figure aria-label="Net winnings by member" className="space-y-1.5">
      {members.map((member) => {
        const width = `${(Math.abs(member.net) / widest) * 50}%`;
        return (
          <div
            key={member.userId}
            className="grid grid-cols-[7rem_1fr] items-center gap-2 text-xs sm:grid-cols-[9rem_1fr]"
          >
            <span className="truncate text-right text-muted">{member.name}</span>
            <span aria-hidden className="relative h-3 rounded bg-surface-2">
              <span className="absolute inset-y-0 left-1/2 w-px bg-line" />
              <span
                className={cn(
                  'absolute inset-y-0 rounded',
                  member.net >= 0 ? 'left-1/2 bg-primary' : 'right-1/2 bg-danger',
                )}
                style={{ width }}
              />
            </span>
          </div>
        );
      })}
      <figcaption className="pt-1 text-xs text-muted">
        Net: payouts won less entry fees owed, for the year's completed tournaments.
      </figcaption>
    </figure>
  );
}

/**
 * The money list, columns by importance: each member with what they won and their net always;
 * where the panel is narrower than 36rem (a phone, or a narrow window beside the sidebar) the
 * tournaments played, fees owed and fees paid fold under the name instead of columns.
 */
function SeasonTable({ members, year }: { members: SeasonMember[]; year: number }) {
  const roomy = 'hidden @xl:table-cell';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Season money list, {year}</caption>
      <thead>
        <tr className="text-left text-xs uppercase tracking-wide text-muted">
          <th scope="col" className="py-2 pr-2">
            Member
          </th>
          <th scope="col" className={cn('px-2 py-2 text-right', roomy)}>
            Played
          </th>
          <th scope="col" className={cn('px-2 py-2 text-right', roomy)}>
            Fees owed
          </th>
          <th scope="col" className={cn('px-2 py-2 text-right', roomy)}>
            Paid
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Won
          </th>
          <th scope="col" className="py-2 pl-2 text-right">
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.userId} className="border-t border-line">
            <th scope="row" className="break-words py-2 pr-2 text-left align-top font-medium">
              {member.name}
              <span className="tabular mt-0.5 block text-xs font-normal text-muted @xl:hidden">
                {member.tournamentsPlayed} played · {formatUsd(member.feesOwed)} owed ·{' '}
                {formatUsd(member.feesPaid)} paid
              </span>
            </th>
            <td className={cn('tabular px-2 py-2 text-right align-top', roomy)}>
              {member.tournamentsPlayed}
            </td>
            <td className={cn('tabular px-2 py-2 text-right align-top', roomy)}>
              {formatUsd(member.feesOwed)}
            </td>
            <td className={cn('tabular px-2 py-2 text-right align-top', roomy)}>
              {formatUsd(member.feesPaid)}
            </td>
            <td className="tabular px-2 py-2 text-right align-top">
              {formatUsd(member.payoutsWon)}
            </td>
            <td
              className={cn(
                'tabular py-2 pl-2 text-right align-top font-semibold',
                member.net < 0 && 'text-danger',
              )}
            >
              {signed(member.net)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Season tab: the group's money list for a year, with a chart of each member's net. */
export function SeasonPanel({ groupId }: { groupId: number }) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const season = useSeason(groupId, year);
  // Next year too: in late December a tournament of the new year may already have been played
  // (the simulated season is laid out around the day it starts, across New Year too).
  const years = Array.from({ length: YEARS_SHOWN + 1 }, (_, index) => thisYear + 1 - index);

  let body;
  if (season.isPending) body = <Skeleton className="h-48 rounded-xl" />;
  else if (season.isError)
    body = (
      <ErrorPanel
        title="Failed to load the season"
        message={errorMessage(season.error, 'Please try again.')}
        onRetry={() => void season.refetch()}
      />
    );
  else if (season.data.tournaments.length === 0)
    body = <p className="text-sm text-muted">No completed tournaments in {year} yet.</p>;
  else
    body = (
      <div className="space-y-5">
        <p className="text-sm text-muted">
          {season.data.tournaments.length} completed{' '}
          {season.data.tournaments.length === 1 ? 'tournament' : 'tournaments'}:{' '}
          {season.data.tournaments.map((t) => t.name).join(', ')}
        </p>
        <NetChart members={season.data.members} />
        <SeasonTable members={season.data.members} year={year} />
      </div>
    );

  return (
    <section
      aria-label="Season money list"
      className="@container space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">Season money list</h2>
        <SelectField
          label="Season"
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </div>
      {body}
    </section>
  );
}
