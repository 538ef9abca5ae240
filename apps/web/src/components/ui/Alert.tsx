import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'info' | 'success' | 'warning' | 'danger';
const styles: Record<Tone, { box: string; Icon: typeof Info }> = {
  info: { box: 'bg-info-soft text-info border-info/25', Icon: Info },
  success: { box: 'bg-primary-soft text-primary border-primary/25', Icon: CheckCircle2 },
  warning: { box: 'bg-warning-soft text-warning border-warning/30', Icon: AlertTriangle },
  danger: { box: 'bg-danger-soft text-danger border-danger/30', Icon: XCircle },
};

export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = styles[tone];
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-ink/85">{children}</div>}
      </div>
    </div>
  );
}
