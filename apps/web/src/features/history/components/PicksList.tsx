import type { TournamentHistoryDetail } from '@fairway/contract';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { pickTierLabel } from '../history-format';

type Pick = TournamentHistoryDetail['entries'][number]['picks'][number];

/**
 * "Tier 1 Name (-3), Tier 2 Name (+1), …, Tier 4 …, Tier 4 …": the five picks in slot order
 * ("T1" reads as "tied first" to a golfer).
 */
export function PicksList({ picks }: { picks: Pick[] }) {
  return (
    <ul className="flex flex-wrap gap-x-1 gap-y-0.5">
      {picks.map((pick, slot) => (
        <li key={`${slot}-${pick.name}`} className="whitespace-nowrap">
          <span className="font-semibold text-muted">{pickTierLabel(slot)}</span> {pick.name} (
          <ScoreToPar value={pick.score} />){slot < picks.length - 1 && ','}
        </li>
      ))}
    </ul>
  );
}
