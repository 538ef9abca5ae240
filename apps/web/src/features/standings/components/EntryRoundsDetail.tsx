import type { PoolType, StandingGolfer, StandingRow } from '@fairway/contract';
import { Badge } from '../../../components/ui/Badge';
import { useIsPhone } from '../../../hooks/useMediaQuery';
import { cn } from '../../../lib/cn';
import { formatToPar } from '../../../lib/format';
import { ROUND_KEYS } from '../../leaderboard';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { formatChance } from '../chance';
import { PayoutAmount } from './PayoutAmount';
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
 * An entry opened up: each golfer's rounds to par, where they stand, their own score and what
 * the entry counts for them (the cut score stands in for a cut golfer in cut_score pools), with
 * a line saying why (countingReason).
 */
export function EntryRoundsDetail({
  row,
  label,
  payoutLabel,
  uniqueGolfers,
  poolType,
}: {
  row: StandingRow;
  uniqueGolfers: ReadonlySet<number>;
  /** How out golfers count, for each golfer's "why it counts" line. */
  poolType: PoolType;
  /** The player's name as the table shows it ("Alice #2"). */
  label: string;
  /** Set when the pool pays; null for a free pool. */
  payoutLabel: string | null;
}) {
  return (
    // Wider than a phone: there it scrolls sideways in its box, which a keyboard can focus to
    // scroll (at a desk it fits, and is no tab stop).
    <div
      role="region"
      aria-label={`Rounds for ${label}`}
      tabIndex={useIsPhone() ? 0 : undefined}
      className="overflow-x-auto rounded-md"
    >
      <table className="w-full min-w-[30rem] text-sm">
        <caption className="pb-2 text-left text-sm font-semibold text-ink">
          Rounds for {label}
          {row.tiebreaker !== null && (
            <span className="ml-2 font-normal text-muted">
              Tiebreaker: {formatToPar(row.tiebreaker)}
            </span>
          )}
          {/* Phones cannot see the Payout column without scrolling; wider screens have it. */}
          {payoutLabel !== null && (
            <span className="ml-2 font-normal text-muted sm:hidden">
              {payoutLabel}:{' '}
              <span className="font-semibold text-ink">
                <PayoutAmount dollars={row.payout} />
              </span>
            </span>
          )}
          {row.winProbability !== undefined && (
            <span className="ml-2 font-normal text-muted">
              Chance to win:{' '}
              <span className="font-semibold text-ink">{formatChance(row.winProbability)}</span>
              {payoutLabel !== null && row.expectedPayout !== undefined && (
                <>
                  {' · '}Expected payout:{' '}
                  <span className="font-semibold text-ink">
                    <PayoutAmount dollars={row.expectedPayout} />
                  </span>
                </>
              )}
            </span>
          )}
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
