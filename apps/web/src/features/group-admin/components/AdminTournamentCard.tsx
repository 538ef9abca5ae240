import type { AdminGroupTournament, GroupInfo } from '@fairway/contract';
import { POOL_TYPE_LABELS, resultsFinal, statusBadge } from '@fairway/domain';
import { CalendarDays } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { formatDateRange } from '../../../lib/format';

import { TournamentChanges } from '../../tournament-changes';
import {
  adminListBadge,
  canDelete,
  canViewStandings,
  hasStarted,
  startInstant,
} from '../utils/admin-rules';
import { formatUsd } from '../../../lib/money';
import { potMath } from '../utils/pot';
import { PotSummary } from './PotSummary';
import { ResultsFinalNote } from './ResultsFinalNote';
import { TournamentActions } from './TournamentActions';
import { formatDeadlineEt } from '../../../lib/times';

type Notice = { tone: 'warning' | 'danger'; title?: string; text: string };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular break-words font-medium">{children}</dd>
    </div>
  );
}

interface AdminTournamentCardProps {
  groupId: number;
  tournament: AdminGroupTournament;
  groupInfo: GroupInfo;
  now: number;
}

/** One group tournament in the admin list: its state, settings, pot and actions. */
export function AdminTournamentCard({
  groupId,
  tournament,
  groupInfo,
  now,
}: AdminTournamentCardProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const at = new Date(now);
  const info = tournament.tournament_info;
  // Decided per tournament by the server: one the group started while free stays free.
  const requiresPayment = tournament.requires_payment;
  const status = statusBadge(
    {
      status: info.status,
      entryDeadline: tournament.effective_entry_deadline,
      startsAt: startInstant(tournament),
      // As members see it: disabled entries are closed.
      entriesEnabled: tournament.is_active,
    },
    at,
  );
  const admin = adminListBadge(tournament, requiresPayment, at);
  const final = resultsFinal(info.status);
  const pot = potMath({
    entryFee: tournament.entry_fee,
    memberCount: groupInfo.member_count,
    entryCount: tournament.entry_count,
    requiresPayment: requiresPayment || tournament.payment_completed,
    tournamentPrice: tournament.payment_amount ?? groupInfo.tournament_price,
  });
  const restricted = {
    tone: 'warning',
    title: 'Access Restricted',
    text: `This tournament has started and is not paid for yet. The ${formatUsd(groupInfo.tournament_price)} platform fee unlocks its standings.`,
  } as const;

  return (
    <li>
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="break-words text-base font-semibold leading-snug">
              {tournament.tournament_name}
            </h3>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {formatDateRange(info.start_date, info.end_date)}
            </p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={status.tone} pulse={status.tone === 'live'}>
              {status.label}
            </Badge>
            <Badge tone={admin.tone}>{admin.label}</Badge>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          <Fact label={tournament.entry_deadline ? 'Entry deadline (custom)' : 'Entry deadline'}>
            {formatDeadlineEt(tournament.effective_entry_deadline)}
          </Fact>
          <Fact label="Entries">{tournament.entry_count}</Fact>
          <Fact label="Max entries">{tournament.max_entries_per_user} per user</Fact>
          <Fact label="Pool type">{POOL_TYPE_LABELS[tournament.pool_type]}</Fact>
          <Fact label="Entry fee">
            {tournament.entry_fee > 0 ? formatUsd(tournament.entry_fee) : 'No fee'}
          </Fact>
          <Fact label="Payout">{tournament.payout_structure}</Fact>
        </dl>
        {tournament.custom_rules && (
          <p className="whitespace-pre-line break-words text-sm text-muted">
            <span className="font-medium text-ink">Custom rules: </span>
            {tournament.custom_rules}
          </p>
        )}
        <PotSummary pot={pot} payoutStructure={tournament.payout_structure} />
        {final && <ResultsFinalNote />}
        <TournamentChanges
          groupId={groupId}
          tournamentId={tournament.tournament_id}
          started={hasStarted(tournament, at)}
          headingLevel={4}
        />
        {notice && (
          <Alert tone={notice.tone} title={notice.title}>
            {notice.text}
          </Alert>
        )}
        <TournamentActions
          groupId={groupId}
          tournament={tournament}
          groupInfo={groupInfo}
          canView={canViewStandings(tournament, at)}
          entriesCanOpen={
            info.status !== 'completed' && Date.parse(tournament.effective_entry_deadline) > now
          }
          canDelete={canDelete(tournament, at)}
          canEdit={!final}
          onRestricted={() => setNotice(restricted)}
          onError={(text) => setNotice({ tone: 'danger', text })}
        />
      </Card>
    </li>
  );
}
