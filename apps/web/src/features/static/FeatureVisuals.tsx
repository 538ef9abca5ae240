import type { FeatureVisual } from './features-content';

// The 1 + 1 + 1 + 2 rule: how many golfers an entry takes from each tier.
const TIER_PICKS = [
  { tier: 1, picks: 1, note: 'The favourites' },
  { tier: 2, picks: 1, note: 'Contenders' },
  { tier: 3, picks: 1, note: 'Dark horses' },
  { tier: 4, picks: 2, note: 'Long shots' },
];

function TierRule() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5">
      <p className="text-sm font-semibold">One entry = 1 + 1 + 1 + 2</p>
      <ul className="mt-4 space-y-2.5">
        {TIER_PICKS.map(({ tier, picks, note }) => (
          <li key={tier} className="flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2.5">
            <span className="w-14 text-sm font-semibold">Tier {tier}</span>
            <span className="flex-1 text-sm text-muted">{note}</span>
            <span
              className="flex gap-1"
              aria-label={`${picks} ${picks === 1 ? 'golfer' : 'golfers'}`}
              role="img"
            >
              {Array.from({ length: picks }, (_, i) => (
                <span key={i} className="size-3 rounded-full bg-primary ring-2 ring-primary-soft" />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const POOL_TYPES = [
  {
    name: 'Cut score',
    text: 'A golfer who misses the cut (or withdraws) counts the worst score still in the field, plus one stroke.',
  },
  {
    name: 'Elimination',
    text: 'An entry holding a golfer who misses the cut is eliminated and ranks below every live entry.',
  },
];

function PoolTypes() {
  return (
    <div className="grid gap-3">
      {POOL_TYPES.map((type) => (
        <div key={type.name} className="rounded-2xl border border-line bg-surface p-5">
          <p className="text-sm font-semibold text-primary">{type.name}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted">{type.text}</p>
        </div>
      ))}
    </div>
  );
}

export function FeatureVisualPanel({ visual }: { visual: FeatureVisual }) {
  return visual === 'tiers' ? <TierRule /> : <PoolTypes />;
}
