import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { formatUsd } from '../../../lib/money';
import type { UnlockTarget } from '../types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="tabular min-w-0 break-words text-right font-medium">{children}</dd>
    </div>
  );
}

/** What is being paid for, and that it is a single charge. */
export function DetailsStep({
  target,
  onCancel,
  onContinue,
}: {
  target: UnlockTarget;
  onCancel: () => void;
  onContinue: () => void;
}) {
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-line rounded-xl border border-line bg-surface-2/60 px-4">
        <Row label="Group">{target.groupName}</Row>
        <Row label="Members">{target.memberCount}</Row>
        <Row label="Group size tier">{target.tierLabel}</Row>
        <Row label="Price">{formatUsd(target.price)}</Row>
      </dl>
      <ul className="space-y-1.5 text-sm">
        {['One-time payment for this tournament', 'No recurring charges'].map((text) => (
          <li key={text} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 shrink-0 text-primary" />
            {text}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </div>
  );
}
