import type { GroupInfo } from '@fairway/contract';
import { ArrowLeft, FileBarChart, FileUp, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { formatUsd } from '../../../lib/money';

interface AdminHeaderProps {
  groupId: number;
  info: GroupInfo;
  showFinancialReport: boolean;
  onAdd: () => void;
  onUploadCsv: () => void;
}

/** "{group} Admin" with the tier badge (price or Free) and the page's main actions. */
export function AdminHeader({
  groupId,
  info,
  showFinancialReport,
  onAdd,
  onUploadCsv,
}: AdminHeaderProps) {
  const tierBadge = info.requires_payment
    ? `${formatUsd(info.tournament_price)} per tournament`
    : 'Free';
  return (
    <header className="space-y-3">
      <Link
        to={`/groups/${groupId}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to group
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
              {info.group_name} Admin
            </h1>
            <Badge tone={info.requires_payment ? 'sand' : 'green'}>{tierBadge}</Badge>
          </div>
          <p className="text-muted">Manage your group's tournaments, fees and payouts.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {showFinancialReport && (
            <ButtonLink to={`/groups/${groupId}/financial-report`} variant="secondary">
              <FileBarChart aria-hidden className="size-4" />
              Financial Report
            </ButtonLink>
          )}
          <Button variant="secondary" onClick={onUploadCsv}>
            <FileUp aria-hidden className="size-4" />
            Upload CSV
          </Button>
          <Button onClick={onAdd}>
            <Plus aria-hidden className="size-4" />
            Add Tournament
          </Button>
        </div>
      </div>
    </header>
  );
}
