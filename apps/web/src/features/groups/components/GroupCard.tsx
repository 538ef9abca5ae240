import type { Group, GroupTournamentSummary } from '@fairway/contract';
import { ChevronRight, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { GROUP_CARD_WARNING_MS } from '../../../lib/countdown';
import { inviteJoinUrl } from '../utils/invite-links';
import { CopyLinkButton } from './CopyLinkButton';
import { Countdown } from '../../../components/Countdown';
import { GroupTournamentBadge } from './GroupTournamentBadge';
import { PrivateBadge } from './PrivateBadge';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function FirstTournament({ tournament }: { tournament: GroupTournamentSummary }) {
  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface-2/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-semibold">{tournament.name}</p>
        <GroupTournamentBadge tournament={tournament} />
      </div>
      <Countdown
        deadline={tournament.entryDeadline}
        warningMs={GROUP_CARD_WARNING_MS}
        entriesEnabled={tournament.isActive}
      />
    </div>
  );
}

/** One group on "My Pool Groups": who is in it, what is being played next, and the invite. */
export function GroupCard({ group }: { group: Group }) {
  const first = group.tournaments[0];
  const headingId = `group-${group.id}-name`;
  return (
    <li>
      <Card aria-labelledby={headingId} role="article" className="flex h-full flex-col gap-4 p-5">
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold leading-snug">
              {group.name}
            </h2>
            {group.isPrivate && <PrivateBadge />}
          </div>
          {group.description && (
            <p className="line-clamp-2 break-words text-sm text-muted">{group.description}</p>
          )}
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Users aria-hidden className="size-4" />
            <span className="tabular">{plural(group.memberCount, 'member')}</span>
          </p>
        </div>
        {first ? (
          <FirstTournament tournament={first} />
        ) : (
          <p className="text-sm text-muted">No tournaments yet.</p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {group.inviteCode && (
            <CopyLinkButton link={inviteJoinUrl(group.inviteCode)} label="Copy Invite" />
          )}
          <ButtonLink
            to={`/groups/${group.id}`}
            size="sm"
            className="ml-auto"
            aria-label={`View Details: ${group.name}`}
          >
            View Details
            <ChevronRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
      </Card>
    </li>
  );
}
