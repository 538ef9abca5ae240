import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'green' | 'live' | 'amber' | 'red' | 'blue' | 'sand';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-2 text-muted border-line',
  green: 'bg-primary-soft text-primary border-primary/20',
  live: 'bg-danger-soft text-danger border-danger/20',
  amber: 'bg-warning-soft text-warning border-warning/25',
  red: 'bg-danger-soft text-danger border-danger/25',
  blue: 'bg-info-soft text-info border-info/20',
  sand: 'bg-sand-soft text-[#7a5c1e] dark:text-sand border-sand/40',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
  pulse,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  pulse?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {pulse && (
        <span aria-hidden className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
      )}
      {children}
    </span>
  );
}
