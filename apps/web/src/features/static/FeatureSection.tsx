import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ProductFeature } from './features-content';
import { FeatureVisualPanel } from './FeatureVisuals';

/** One product area: the story on one side, the specifics on the other (sides alternate on wide screens). */
export function FeatureSection({
  feature,
  flipped,
}: {
  feature: ProductFeature;
  flipped: boolean;
}) {
  return (
    <section
      id={feature.id}
      aria-labelledby={`${feature.id}-title`}
      className="scroll-mt-24 py-14 sm:py-16"
    >
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-14">
        <div className={cn(flipped && 'lg:order-2')}>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <feature.icon aria-hidden className="size-4" />
            {feature.label}
          </p>
          <h2
            id={`${feature.id}-title`}
            className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {feature.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{feature.lead}</p>
        </div>
        <div className="space-y-4">
          <ul className="space-y-3 rounded-2xl border border-line bg-surface-2/60 p-5">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {feature.visual && <FeatureVisualPanel visual={feature.visual} />}
        </div>
      </div>
    </section>
  );
}
