import type { StandingRow } from '@fairway/contract';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { formatToPar } from '../../../lib/format';
import { formatChance } from '../chance';
import { tiebreakHow } from '../standings-rules';
import { PayoutAmount } from './PayoutAmount';

/** What the opened entry says about itself besides its golfers: the money, chances, tiebreak. */
export interface EntryFactsContext {
  /** "Projected payout" or "Payout" when the pool pays; null for a free pool (no money). */
  payoutLabel: string | null;
  /** The tournament is in play: chances are shown (a finished one's are settled, and left out). */
  live: boolean;
  /** The winner's score to par once completed, for the tiebreak note. */
  winningScore: number | null;
}

interface Fact {
  label: string;
  value: ReactNode;
}

/** The facts in the order a member asks them: what it pays, its chances, how ties fall. */
function factsOf(row: StandingRow, { payoutLabel, live, winningScore }: EntryFactsContext) {
  const facts: Fact[] = [];
  const pays = payoutLabel !== null;
  if (pays) facts.push({ label: payoutLabel, value: <PayoutAmount dollars={row.payout} /> });
  if (live && row.winProbability !== undefined)
    facts.push({ label: 'Chance to win', value: formatChance(row.winProbability) });
  if (live && pays && row.cashProbability !== undefined)
    facts.push({ label: 'Chance to cash', value: formatChance(row.cashProbability) });
  if (live && pays && row.expectedPayout !== undefined)
    facts.push({ label: 'Expected payout', value: <PayoutAmount dollars={row.expectedPayout} /> });
  if (row.decidedByTiebreak)
    facts.push({ label: 'Tiebreak', value: tiebreakHow(row.tiebreaker, winningScore) });
  else if (row.tiebreaker !== null)
    facts.push({ label: 'Tiebreaker', value: formatToPar(row.tiebreaker) });
  return facts;
}

/**
 * The opened entry's facts as a description list: "inline" runs them on one wrapping line
 * (a desk's detail, "Chance to win: 62%"), "tiles" sets each label over its value (a phone's
 * sheet). A fact never breaks inside itself, so a narrow screen wraps between facts, never
 * mid-word.
 */
export function EntryFacts({
  row,
  context,
  layout,
  lead = [],
  className,
}: {
  row: StandingRow;
  context: EntryFactsContext;
  layout: 'inline' | 'tiles';
  /** Facts to put first (the sheet's rank and score). */
  lead?: Fact[];
  className?: string;
}) {
  const facts = [...lead, ...factsOf(row, context)];
  if (facts.length === 0) return null;
  if (layout === 'inline')
    return (
      <dl className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted', className)}>
        {facts.map(({ label, value }) => (
          <div key={label} className="whitespace-nowrap">
            <dt className="inline">{label}: </dt>
            <dd className="inline font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-2', className)}>
      {facts.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
          <dd className="tabular break-words font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
