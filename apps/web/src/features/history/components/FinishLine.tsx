import type { MyFinish } from '@fairway/contract';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { formatUsd } from '../../../lib/money';
import { RankMark } from '../../standings';
import { finishPlace } from '../history-format';

/**
 * One of the member's entries as it finished: "T3 of 13 · −12 · Won $36.15" (the place as the
 * group's standings had it, "T" when shared), with "Entry #2" when they had several.
 */
export function FinishLine({ finish, totalEntries }: { finish: MyFinish; totalEntries: number }) {
  const place = finishPlace(finish);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {finish.entryNumber !== null && (
        <span className="font-medium text-muted">Entry #{finish.entryNumber}</span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <span className="sr-only">{place.spoken}</span>
        <span aria-hidden className="inline-flex items-center gap-1">
          <RankMark rank={finish.rank} label={place.label} />
          <span className="text-muted">of {totalEntries}</span>
        </span>
        <span className="sr-only">of {totalEntries} entries,</span>
      </span>
      <span>
        <span className="sr-only">score </span>
        <ScoreToPar value={finish.totalScore} className="font-semibold" />
      </span>
      {finish.payout > 0 ? (
        <span className="font-semibold">
          Won <span className="tabular">{formatUsd(finish.payout)}</span>
        </span>
      ) : (
        <span className="text-muted">No winnings</span>
      )}
    </p>
  );
}
