import type { PoolType, StandingGolfer, StandingRow } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { ROUND_KEYS } from '../../leaderboard';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { EntryFacts, type EntryFactsContext } from './EntryFacts';
import { UniqueMark } from './UniqueMark';
import { countingReason, golferProgressLabel, isGolferOut } from '../standings-rules';

const th = 'px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'border-t border-line px-2 py-1.5';

function StatusCell({ golfer }: { golfer: StandingGolfer }) {
  const label = golferProgressLabel(golfer);
  if (isGolferOut(golfer)) {
    return <Badge tone={golfer.status === 'CUT' ? 'amber' : 'red'}>{label}</Badge>;
  }
  return <span className="text-xs text-muted">{label === 'F' ? 'Finished round' : label}</span>;
}

/**
 * An entry opened up at a desk (a phone opens EntrySheet instead): each golfer's rounds to par,
 * where they stand, their own score and what the entry counts for them (the cut score stands
 * in for a cut golfer in cut_score pools), with a line saying why (countingReason); above them
 * the entry's facts (its money, chances and tiebreak).
 */
export function EntryRoundsDetail({
  row,
  label,
  facts,
  uniqueGolfers,
  poolType,
}: {
  row: StandingRow;
  uniqueGolfers: ReadonlySet<number>;
  /** How out golfers count, for each golfer's "why it counts" line. */
  poolType: PoolType;
  /** The player's name as the table shows it ("Alice #2"). */
  label: string;
  facts: EntryFactsContext;
}) {
  return (
    // A desk has room for it (from 640 px); the box only guards a window narrowed meanwhile.
    <div role="region" aria-label={`Rounds for ${label}`} className="overflow-x-auto rounded-md">
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="pb-2 text-left text-sm font-semibold text-ink">
          Rounds for {label}
          <EntryFacts row={row} context={facts} layout="inline" className="mt-1 font-normal" />
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cn(th, 'text-left')}>
              Golfer
            </th>
            {ROUND_KEYS.map((key) => (
              <th key={key} scope="col" className={cn(th, 'text-center')}>
                <abbr title={`Round ${key}`} className="no-underline">
                  R{key}
                </abbr>
              </th>
            ))}
            <th scope="col" className={cn(th, 'text-left')}>
              Status
            </th>
            <th scope="col" className={cn(th, 'text-center')}>
              Own
            </th>
            <th scope="col" className={cn(th, 'text-center')}>
              Counted
            </th>
          </tr>
        </thead>
        <tbody>
          {row.selections.map((golfer, slot) => (
            <tr key={`${golfer.golferId}-${slot}`}>
              <th scope="row" className={cn(td, 'text-left font-medium')}>
                {golfer.name}
                {uniqueGolfers.has(golfer.golferId) && (
                  <>
                    {' '}
                    <UniqueMark />
                  </>
                )}
                {row.alternate?.slot === slot && (
                  <span className="mt-0.5 block max-w-72 text-xs font-medium text-ink">
                    Replaced by alternate: in for {row.alternate.replacedName}, who withdrew before
                    hitting a shot
                  </span>
                )}
                <span className="mt-0.5 block max-w-72 text-xs font-normal text-muted">
                  {countingReason(golfer, poolType)}
                </span>
              </th>
              {ROUND_KEYS.map((key) => (
                <td key={key} className={cn(td, 'text-center')}>
                  <ScoreToPar value={golfer.rounds[key] ?? null} />
                </td>
              ))}
              <td className={td}>
                <StatusCell golfer={golfer} />
              </td>
              <td className={cn(td, 'text-center')}>
                <ScoreToPar value={golfer.actualScore} />
              </td>
              <td className={cn(td, 'text-center font-semibold')}>
                <ScoreToPar value={golfer.score} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={ROUND_KEYS.length + 3} className={cn(td, 'text-right')}>
              Total counted
            </th>
            <td className={cn(td, 'text-center font-bold')}>
              <ScoreToPar value={row.totalScore} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
