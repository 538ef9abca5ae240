import type { LeaderboardRow } from '@fairway/contract';
import { cn } from '../../../lib/cn';
import { teeTimeForRound, thruLabel, todayScore, type RoundKey } from '../ranking';
import { ScoreToPar } from '../../../components/ScoreToPar';

const cellClass = 'border-b border-line px-3 py-2 text-center';

/** One round: its score to par on top, then strokes and thru ("68 · F"), or the tee time before it starts. */
export function RoundCell({
  row,
  roundKey,
  par,
  className,
}: {
  row: LeaderboardRow;
  roundKey: RoundKey;
  par: number;
  className?: string;
}) {
  const round = row.rounds[roundKey];
  if (!round) {
    return (
      <td className={cn(cellClass, 'text-muted', className)}>
        <span aria-hidden>–</span>
        <span className="sr-only">Not played</span>
      </td>
    );
  }
  const thru = thruLabel(round.thru, teeTimeForRound(row, roundKey));
  if (round.score === null) {
    return (
      <td className={cn(cellClass, 'tabular whitespace-nowrap text-xs text-muted', className)}>
        <span className="sr-only">Tees off </span>
        {thru}
      </td>
    );
  }
  const toPar = todayScore(round, par);
  return (
    <td className={cn(cellClass, 'whitespace-nowrap', className)}>
      <ScoreToPar value={toPar} className="block font-semibold" />
      <span aria-hidden className="tabular block text-xs text-muted">
        {round.score} · {thru}
      </span>
      <span className="sr-only">{`, ${round.score} strokes, ${thru === 'F' ? 'finished' : `thru ${thru}`}`}</span>
    </td>
  );
}
