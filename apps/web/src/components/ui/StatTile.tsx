import type { ReactNode } from 'react';
import { Card } from './Card';
import { cn } from '../../lib/cn';

/** One figure of a summary row: a label, the value, and an optional line under it. */
export function StatTile({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'primary' | 'warning' | 'danger';
}) {
  return (
    <Card className="break-inside-avoid px-4 py-3 print:shadow-none">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd
        className={cn(
          'tabular mt-1 text-xl font-bold sm:text-2xl',
          tone === 'primary' && 'text-primary',
          tone === 'warning' && 'text-warning',
          tone === 'danger' && 'text-danger',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="mt-0.5 text-xs text-muted">{hint}</dd>}
    </Card>
  );
}
