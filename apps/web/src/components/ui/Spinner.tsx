import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className={cn(
          'inline-block size-5 motion-safe:animate-spin rounded-full border-2 border-current border-r-transparent',
          className,
        )}
      />
      {label && <span className="text-sm text-muted">{label}</span>}
    </span>
  );
}

/** A centred spinner for a whole page or panel that is loading. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-primary">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
