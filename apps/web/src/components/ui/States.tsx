import { AlertCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './Button';

/** The error panel every screen shows when its data fails to load. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  children,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-lg rounded-2xl border border-danger/25 bg-danger-soft px-6 py-8 text-center"
    >
      <AlertCircle aria-hidden className="mx-auto mb-3 size-8 text-danger" />
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {message && <p className="mt-1 text-sm text-muted">{message}</p>}
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            <RefreshCw aria-hidden className="size-4" /> Retry
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}

/** What an empty list says, and what to do next. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          {icon}
        </div>
      )}
      <h3 className="text-base font-semibold">{title}</h3>
      {children && <div className="mx-auto mt-1 max-w-md text-sm text-muted">{children}</div>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn('rounded-md bg-surface-2 motion-safe:animate-pulse', className)}
    />
  );
}

/**
 * A page description still on its way: its line's room, so nothing below moves when it comes
 * (a shift a phone's reader sees as the page jumping).
 */
export const DescriptionLoading = () => <Skeleton className="h-6 w-64 max-w-full" />;

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    // On a phone the actions always take their own line: beside the title or under it depending
    // on how wide the description turns out, they would jump when it loads.
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description && <div className="mt-1 text-muted">{description}</div>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
