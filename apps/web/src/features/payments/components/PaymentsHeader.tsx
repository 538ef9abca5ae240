import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/money';

export function BackToAdminLink({ groupId }: { groupId: number }) {
  return (
    <Link
      to={`/groups/${groupId}/admin`}
      className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to Admin
    </Link>
  );
}

/** The tournament's name and entry fee. */
export function PaymentsHeader({ name, entryFee }: { name: string; entryFee: number }) {
  return (
    <div className="space-y-1">
      <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
      <p className="text-muted">
        Payment Manager · Entry fee{' '}
        <span className="tabular font-medium text-ink">{formatUsd(entryFee)}</span> per entry
      </p>
    </div>
  );
}
