import type { MyEntriesResponse } from '@fairway/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/States';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { formatChance } from '../../../lib/chance';
import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/money';
import { columnsText, rankText } from '../my-entry-text';
import { RootForLine, rootLine } from './RootForLine';

// Below the smallest phones' breakpoint (xs, 360 px) the cells tighten: six columns of figures
// fit 320 px (WCAG's reflow width) with two entries and four-figure payouts.
const head =
  'px-1 pb-1 align-bottom text-[11px] font-semibold uppercase tracking-wide text-muted max-xs:px-0.5 max-xs:tracking-normal sm:pr-8';
const value =
  'px-1 py-0.5 align-baseline text-base font-bold tabular max-xs:px-0.5 max-xs:text-sm sm:pr-8';

/** A chance, or a dash (heard as "not forecast yet") before the first forecast is in. */
function Chance({ probability }: { probability: number | undefined }) {
  if (probability !== undefined) return <>{formatChance(probability)}</>;
  return (
    <>
      <span aria-hidden className="text-muted">
        —
      </span>
      <span className="sr-only">not forecast yet</span>
    </>
  );
}

/**
 * What is still on its way: everything (the entries' rows are laid out, their figures unknown),
 * or only whom to root for (the figures are the standings' own, from the page). Either way the
 * card is laid out as it will be, and screen readers hear "Loading your entry" until it is in.
 */
export type Pending = 'all' | 'rootFor';

/** A figure's room while it is unknown: a bar in the line the figure will take. */
const unknown = <Skeleton className="inline-block h-4 w-8 align-middle" />;

/**
 * The member's entries, one row each (numbered "#2" when several, best first), in a table that
 * fits a 375 px phone: rank of N, score, chance to win and, when the pool pays, chance to cash
 * and the payout if play ended now. Whom each should root for follows, one line per entry.
 */
export function MyEntriesTable({ body, pending }: { body: MyEntriesResponse; pending?: Pending }) {
  const { entries, totalEntries, hasPrizes } = body;
  const several = entries.length > 1;
  const figure = (known: ReactNode) => (pending === 'all' ? unknown : known);
  return (
    <div className="space-y-2">
      {pending && (
        <p role="status" className="sr-only">
          Loading your entry
        </p>
      )}
      <div aria-hidden={pending ? true : undefined} className="space-y-2">
        {/* At a desk the width the figures need, not the card's: they stay together. */}
        <table className="w-full border-collapse text-left sm:w-auto">
          <caption className="sr-only">
            {several ? 'Your entries' : 'Your entry'}: {columnsText(totalEntries, hasPrizes)}
          </caption>
          <thead>
            <tr>
              {several && (
                <th scope="col" className={head}>
                  Entry
                </th>
              )}
              <th scope="col" className={head}>
                Rank{' '}
                <span
                  className={cn('whitespace-nowrap normal-case', pending === 'all' && 'invisible')}
                >
                  of {totalEntries}
                </span>
              </th>
              <th scope="col" className={head}>
                Score
              </th>
              <th scope="col" className={head}>
                <abbr title="Chance to win" className="no-underline">
                  Win
                </abbr>
              </th>
              {hasPrizes && (
                <>
                  <th scope="col" className={head}>
                    <abbr
                      title="Chance to cash: to finish in the paid places"
                      className="no-underline"
                    >
                      Cash
                    </abbr>
                  </th>
                  <th scope="col" className={cn(head, 'text-right')}>
                    Payout{' '}
                    <span className="block normal-case tracking-normal">if it ended now</span>
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.entryId} className={cn(entry.eliminated && 'text-muted')}>
                {several && (
                  <th scope="row" className={cn(value, 'text-sm')}>
                    {entry.label}
                  </th>
                )}
                <td className={value}>
                  {figure(rankText(entry))}
                  {entry.eliminated && (
                    <Badge tone="red" className="ml-1 align-middle">
                      Out
                    </Badge>
                  )}
                </td>
                <td className={value}>{figure(<ScoreToPar value={entry.totalScore} />)}</td>
                <td className={value}>{figure(<Chance probability={entry.winProbability} />)}</td>
                {hasPrizes && (
                  <>
                    <td className={value}>
                      {figure(<Chance probability={entry.cashProbability} />)}
                    </td>
                    <td className={cn(value, 'text-right')}>{figure(formatUsd(entry.payout))}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="space-y-0.5 text-sm">
          {entries.map((entry) =>
            pending ? (
              <li key={entry.entryId} className={rootLine}>
                <Skeleton className="mt-0.5 h-4 w-3/4" />
              </li>
            ) : (
              <RootForLine key={entry.entryId} entry={entry} several={several} />
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
