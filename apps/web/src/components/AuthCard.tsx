import type { ReactNode } from 'react';
import { Card } from './ui/Card';

/** The centred card the sign-in screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-[radial-gradient(ellipse_at_top,var(--primary-soft),transparent_60%)] px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-line pt-4 text-center text-sm text-muted">
            {footer}
          </div>
        )}
      </Card>
    </div>
  );
}
