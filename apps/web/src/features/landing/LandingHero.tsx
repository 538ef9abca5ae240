import { FREE_MEMBER_LIMIT } from '@fairway/contract/constants';
import { ArrowRight, PlayCircle } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { StandingsPreview } from './StandingsPreview';

/**
 * What every install can back: the game's own rules and the free tier's size, never ratings or
 * player counts (a self-hosted install has no such figures to show).
 */
const PRODUCT_FACTS = [
  { label: 'Each entry', value: '5 golfers' },
  { label: 'Tiers, by odds', value: '4' },
  { label: 'Free for up to', value: `${FREE_MEMBER_LIMIT} members` },
];

/** Soft contour lines, like a green's slope map: pure SVG so the page loads nothing extra. */
function HeroBackdrop() {
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--primary-soft),transparent_60%)]"
    >
      <svg
        viewBox="0 0 800 600"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full text-primary opacity-[0.07]"
      >
        {[90, 150, 210, 270, 330].map((radius) => (
          <ellipse
            key={radius}
            cx="640"
            cy="120"
            rx={radius * 1.6}
            ry={radius}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        ))}
      </svg>
    </div>
  );
}

export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="relative isolate overflow-hidden border-b border-line"
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pb-16 pt-12 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-surface/80 px-3 py-1 text-xs font-semibold text-primary">
            <span
              aria-hidden
              className="size-1.5 rounded-full bg-primary motion-safe:animate-pulse"
            />
            Live updates every minute
          </p>
          <h1
            id="landing-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
          >
            Your golf pool, <span className="text-primary">minus the spreadsheet.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted text-pretty">
            Pick five golfers from four odds-based tiers, follow live standings with your chance to
            win and to cash, know whom to root for, and settle up when the last putt drops.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/register" size="lg">
              Get Started <ArrowRight aria-hidden className="size-4" />
            </ButtonLink>
            <ButtonLink to="/demo" size="lg" variant="secondary">
              <PlayCircle aria-hidden className="size-4" /> Try the Demo
            </ButtonLink>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 divide-x divide-line">
            {PRODUCT_FACTS.map((fact) => (
              <div key={fact.label} className="px-4 first:pl-0">
                <dt className="text-xs font-medium uppercase tracking-wide text-muted">
                  {fact.label}
                </dt>
                <dd className="mt-1 text-xl font-bold tabular sm:text-2xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <StandingsPreview />
      </div>
    </section>
  );
}
