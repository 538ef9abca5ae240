import { Medal as MedalGlyph } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PositionMark } from '../../leaderboard';
import { medalFor, medalName, type Medal } from '../medal';

/** Podium colours that read on both the light and the dark surface. */
const medalColour: Record<Medal, string> = {
  gold: 'text-[#c9a227]',
  silver: 'text-[#8d99a5]',
  bronze: 'text-[#c07f4f]',
};

export function MedalIcon({ medal, className }: { medal: Medal; className?: string }) {
  return (
    <MedalGlyph
      role="img"
      aria-label={medalName(medal)}
      className={cn('size-4 shrink-0', medalColour[medal], className)}
    />
  );
}

/** A rank as golf writes it ("1", "T2") with the leaderboard's pill, plus a medal for the podium. */
export function RankMark({ rank, label }: { rank: number; label: string }) {
  const medal = medalFor(rank);
  return (
    <span className="inline-flex items-center justify-center gap-0.5">
      {medal && <MedalIcon medal={medal} className="size-3.5" />}
      <PositionMark placing={{ rank, label }} />
    </span>
  );
}
