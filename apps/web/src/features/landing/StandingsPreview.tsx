import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';
import { formatToPar, toParTone } from '../../lib/format';

interface SampleEntry {
  position: string;
  name: string;
  owner: string;
  toPar: number;
  /** Places gained (positive) or lost (negative) since the last round. */
  movement: number;
}

// Fictional entries: enough variety to show red under-par scores, a tie (T2), E and an over-par score.
const SAMPLE_ENTRIES: SampleEntry[] = [
  { position: '1', name: "Maya's Eagles", owner: 'Maya R.', toPar: -12, movement: 2 },
  { position: 'T2', name: 'Pin Seekers', owner: 'Jordan K.', toPar: -9, movement: 0 },
  { position: 'T2', name: 'The Sandbaggers', owner: 'Chris P.', toPar: -9, movement: -1 },
  { position: '4', name: 'Chip & Run', owner: 'Sam L.', toPar: 0, movement: 1 },
  { position: '5', name: "Dad's Lucky Picks", owner: 'Rob T.', toPar: 3, movement: -2 },
];

function Movement({ places }: { places: number }) {
  if (places === 0) return <span className="sr-only">No change</span>;
  const Icon = places > 0 ? ArrowUp : ArrowDown;
  return (
    <span
      className={cn(
        'inline-flex items-center text-xs font-semibold tabular',
        places > 0 ? 'text-primary' : 'text-muted',
      )}
    >
      <Icon aria-hidden className="size-3" />
      <span className="sr-only">{places > 0 ? 'Up' : 'Down'}</span>
      {Math.abs(places)}
    </span>
  );
}

/** A static, illustrative standings card: what a group sees during a tournament. */
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
            <p className="text-sm text-muted">Spring Invitational · Round 3</p>
          </div>
          <Badge tone="live" pulse>
            Live
          </Badge>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Sample standings for a fictional group</caption>
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="w-14 py-2 pl-5 font-medium">
                Pos
              </th>
              <th scope="col" className="py-2 font-medium">
                Entry
              </th>
              <th scope="col" className="py-2 pr-5 text-right font-medium">
                To par
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ENTRIES.map((entry) => (
              <tr key={entry.name} className="border-t border-line">
                <td className="py-3 pl-5 font-semibold tabular">{entry.position}</td>
                <td className="py-3">
                  <div className="flex items-center gap-2">
                    <span className="font-medium">{entry.name}</span>
                    <Movement places={entry.movement} />
                  </div>
                  <div className="text-xs text-muted">{entry.owner}</div>
                </td>
                <td
                  className={cn(
                    'py-3 pr-5 text-right text-base font-bold tabular',
                    toParTone(entry.toPar),
                  )}
                >
                  {formatToPar(entry.toPar)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-5 py-3 text-xs text-muted">
          <span>Sample data · refreshed every minute</span>
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
