import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';
import { formatToPar, toParTone } from '../../lib/format';

interface SampleEntry {
  rank: string;
  player: string;
  toPar: number;
  /** Chance to win, whole percent. */
  win: string;
  you?: boolean;
}

/*
 * Sample figures laid out as the live standings show them (rank, player, score, Win) with the
 * "my entry" card on top. They add up as real ones do: the chances to win of a 14-entry pool sum
 * to at most 100%, a chance to cash is never below the chance to win, and T2 in a $280 pool
 * paying 50/30/20 splits second and third ($84 + $56) in two.
 */
const SAMPLE_ENTRIES: SampleEntry[] = [
  { rank: '1', player: 'Maya Rodriguez', toPar: -14, win: '58%' },
  { rank: 'T2', player: 'Jordan Kim', toPar: -11, win: '18%', you: true },
  { rank: 'T2', player: 'Chris Palmer', toPar: -11, win: '12%' },
  { rank: '4', player: 'Sam Lee', toPar: -9, win: '7%' },
];
const YOUR_ENTRY = [
  { label: 'Rank', value: 'T2 of 14' },
  { label: 'Win', value: '18%' },
  { label: 'Cash', value: '71%' },
  { label: 'If it ended now', value: '$70.00' },
];

/** A static, illustrative standings card: what a member sees during a tournament. */
export function StandingsPreview() {
  return (
    <section aria-labelledby="standings-preview-title" className="relative">
      <h2 id="standings-preview-title" className="sr-only">
        Demo preview: group standings
      </h2>
      {/* A tilted sand card behind the preview gives the hero some depth without an image. */}
      <div
        aria-hidden
        className="absolute inset-0 translate-x-3 translate-y-3 rotate-2 rounded-2xl bg-sand-soft ring-1 ring-sand/50"
      />
      <div className="relative overflow-hidden rounded-2xl border border-line bg-surface shadow-xl shadow-primary/5">
        <div className="flex items-start justify-between gap-3 border-b border-line bg-surface-2/60 px-5 py-4">
          <div>
            <p className="font-semibold">Saturday Skins Club</p>
            <p className="text-sm text-muted">Round 4 · $280 pool, top 3 paid</p>
          </div>
          <Badge tone="live" pulse>
            Live
          </Badge>
        </div>
        <div className="border-b border-line px-5 py-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">Your entry</p>
          <dl className="mt-1.5 grid grid-cols-4 gap-2">
            {YOUR_ENTRY.map((fact) => (
              <div key={fact.label}>
                <dt className="text-[11px] leading-tight text-muted">{fact.label}</dt>
                <dd className="text-sm font-bold tabular sm:text-base">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm">
            <span className="text-muted">Root for </span>
            <span className="font-semibold">Luke Hartley</span>
            <span className="text-muted"> (yours) </span>
            <span className={cn('font-semibold tabular', toParTone(-9))}>{formatToPar(-9)}</span>
            <span className="text-muted">, thru 14</span>
          </p>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Sample standings for a fictional group</caption>
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="w-14 py-2 pl-5 font-medium">
                Rank
              </th>
              <th scope="col" className="py-2 font-medium">
                Player
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Score
              </th>
              <th scope="col" className="py-2 pr-5 text-right font-medium">
                <abbr title="Chance to win" className="no-underline">
                  Win
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ENTRIES.map((entry) => (
              <tr
                key={entry.player}
                className={cn('border-t border-line', entry.you && 'bg-primary-soft')}
              >
                <td className="py-2.5 pl-5 font-semibold tabular">{entry.rank}</td>
                <th scope="row" className="py-2.5 text-left font-medium">
                  {entry.player} {entry.you && <Badge tone="green">You</Badge>}
                </th>
                <td
                  className={cn(
                    'py-2.5 text-right text-base font-bold tabular',
                    toParTone(entry.toPar),
                  )}
                >
                  {formatToPar(entry.toPar)}
                </td>
                <td className="py-2.5 pr-5 text-right tabular">{entry.win}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-5 py-3 text-xs text-muted">
          <span>Sample figures · the demo&apos;s are live</span>
          <Link
            to="/demo"
            className="inline-flex items-center gap-1 rounded font-semibold text-primary hover:underline"
          >
            Open the live demo <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
