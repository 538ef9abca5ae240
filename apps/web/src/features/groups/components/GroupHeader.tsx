import type { Group } from '@fairway/contract';
import { Settings, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { inviteJoinUrl } from '../utils/invite-links';
import { CopyLinkButton } from './CopyLinkButton';
import { InviteQrButton } from './InviteQrButton';
import { DeleteGroupButton } from './DeleteGroupButton';
import { PrivateBadge } from './PrivateBadge';
import { ShareInviteButton } from './ShareInviteButton';

/**
 * The top of a group page: who, what, the invite code (private groups) and admin actions.
 * `withInvite={false}` leaves the invite code to InviteCodePanel elsewhere on the page (while a
 * tournament is live, its card comes first).
 */
export function GroupHeader({ group, withInvite = true }: { group: Group; withInvite?: boolean }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
              {group.name}
            </h1>
            {group.isPrivate && <PrivateBadge />}
          </div>
          {group.description && (
            <p className="whitespace-pre-line break-words text-muted">{group.description}</p>
          )}
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Users aria-hidden className="size-4" />
            <span className="tabular">
              {group.memberCount} member{group.memberCount === 1 ? '' : 's'}
            </span>
          </p>
        </div>
        {group.isAdmin && (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`/groups/${group.id}/admin`} variant="secondary">
              <Settings aria-hidden className="size-4" />
              Admin
            </ButtonLink>
            <DeleteGroupButton groupId={group.id} groupName={group.name} />
          </div>
        )}
      </div>
      {withInvite && <InviteCodePanel group={group} />}
    </Card>
  );
}

/** A private group's invite code, with ways to share it; nothing for a public group. */
export function InviteCodePanel({ group }: { group: Group }) {
  if (!group.isPrivate || !group.inviteCode) return null;
  const { inviteCode } = group;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2/60 px-4 py-3">
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">Invite code</p>
        <p className="font-mono text-lg font-semibold tracking-widest">{inviteCode}</p>
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        {/* A phone's share sheet where there is one; Copy Link is there for everyone. */}
        {typeof navigator.share === 'function' && (
          <ShareInviteButton link={inviteJoinUrl(inviteCode)} groupName={group.name} />
        )}
        <CopyLinkButton link={inviteJoinUrl(inviteCode)} label="Copy Link" />
        <InviteQrButton
          link={inviteJoinUrl(inviteCode)}
          groupName={group.name}
          inviteCode={inviteCode}
        />
      </div>
    </div>
  );
}
