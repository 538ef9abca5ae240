import type { TournamentHistoryDetail } from '@fairway/contract';
import { ScoreToPar } from '../../../components/ScoreToPar';
import { pickTierLabel } from '../history-format';

type Pick = TournamentHistoryDetail['entries'][number]['picks'][number];

/** "T1 Name (-3), T2 Name (+1), …, T4 …, T4 …": the five picks in slot order. */
export function PicksList({ picks }: { picks: Pick[] }) {
  return (
    <ul className="flex flex-wrap gap-x-1 gap-y-0.5">
      {picks.map((pick, slot) => (
        <li key={`${slot}-${pick.name}`} className="whitespace-nowrap">
          <abbr
            title={`Tier ${pickTierLabel(slot).slice(1)}`}
            className="font-semibold text-muted no-underline"
          >
            {pickTierLabel(slot)}
          </abbr>{' '}
          {pick.name} (<ScoreToPar value={pick.score} />){slot < picks.length - 1 && ','}
        </li>
      ))}
    </ul>
  );
}
