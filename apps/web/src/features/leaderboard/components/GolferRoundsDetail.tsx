import type { LeaderboardRow } from '@fairway/contract';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { ROUND_KEYS, currentRoundScore } from '../ranking';
import { GolferStatusBadge } from './PositionMark';
import { RoundCell } from './RoundCell';

const head = 'px-3 py-1.5 text-center text-xs font-semibold uppercase tracking-wide text-muted';

/**
 * A phone's tap on a golfer: what the wide columns show at a desk (today, each round with its
 * strokes, total strokes and status), under the row.
 */
export function GolferRoundsDetail({ row, par }: { row: LeaderboardRow; par: number }) {
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span>
          <span className="text-muted">Today </span>
          <ScoreToPar value={currentRoundScore(row, par)} className="font-semibold" />
        </span>
        <span>
          <span className="text-muted">Total strokes </span>
          <span className="tabular font-semibold">{row.totalScore ?? '–'}</span>
        </span>
        <GolferStatusBadge status={row.status} />
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Rounds for {row.name}</caption>
        <thead>
          <tr>
            {ROUND_KEYS.map((key) => (
              <th key={key} scope="col" className={head}>
                <abbr title={`Round ${key}`} className="no-underline">
                  R{key}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {ROUND_KEYS.map((key) => (
              <RoundCell key={key} row={row} roundKey={key} par={par} />
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
