import type { Member } from '@fairway/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { toast } from '../../../lib/toast';
import { useMembers } from '../api/members';
import { useHandOverGroup } from '../api/hand-over';
import { useRemoveMember } from '../api/remove-member';
import { MEMBERS_SHOWN_COLLAPSED, orderMembers } from '../utils/member-order';
import { MemberRow } from './MemberRow';
import { NewInviteCodeButton } from './NewInviteCodeButton';
import { RemovedMembers } from './RemovedMembers';

export const REMOVE_MEMBER_CONFIRMATION = 'Are you sure you want to remove this member?';
export const handOverConfirmation = (name: string) =>
  `${name} becomes the group's owner. You stay an admin, and can then leave the group or delete your account.`;

/**
 * The members list: first 3 until "Show All N Members". Admins may remove others, issue a new
 * invite code, and allow removed members back.
 */
export function MembersCard({ groupId, isAdmin }: { groupId: number; isAdmin: boolean }) {
  const { userId: viewerId } = useAuth();
  const members = useMembers(groupId);
  const removal = useRemoveMember(groupId);
  const handOver = useHandOverGroup(groupId);
  const [successor, setSuccessor] = useState<Member | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [pending, setPending] = useState<Member | null>(null);
  const listId = useId();

  function confirmRemoval() {
    if (!pending) return;
    const { userId, name } = pending;
    removal.mutate(userId, {
      onSuccess: () => toast.success(`${name} was removed from the group`),
      onSettled: () => setPending(null),
    });
  }

  function confirmHandOver() {
    if (!successor) return;
    const { userId, name } = successor;
    handOver.mutate(userId, {
      onSuccess: () => toast.success(`${name} now owns the group`),
      onSettled: () => setSuccessor(null),
    });
  }

  const ordered = orderMembers(members.data ?? [], viewerId ?? undefined);
  // Only the owner hands the group over, to anyone else in it.
  const viewerOwns = ordered.some((member) => member.isOwner && member.userId === viewerId);
  const collapsible = ordered.length > MEMBERS_SHOWN_COLLAPSED;
  const shown = collapsible && !expanded ? ordered.slice(0, MEMBERS_SHOWN_COLLAPSED) : ordered;
  // Never the owner, never oneself.
  const removable = (member: Member) =>
    isAdmin && viewerId !== null && !member.isOwner && member.userId !== viewerId;

  return (
    <Card role="region" aria-label="Members">
      <CardHeader
        title="Members"
        description={members.data ? `${members.data.length} in this group` : undefined}
      />
      <div className="px-5 pb-4">
        {isAdmin && (
          <div className="flex flex-wrap items-center gap-2 pt-4">
            <NewInviteCodeButton groupId={groupId} />
          </div>
        )}
        {removal.isError && (
          <Alert tone="danger" className="mt-4">
            {errorMessage(removal.error, 'Failed to remove member')}
          </Alert>
        )}
        {handOver.isError && (
          <Alert tone="danger" className="mt-4">
            {errorMessage(handOver.error, 'Could not hand the group over')}
          </Alert>
        )}
        {members.isPending ? (
          <div role="status" aria-label="Loading members" className="space-y-3 py-4">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-10" />
            ))}
          </div>
        ) : members.isError ? (
          <div className="space-y-3 py-4">
            <Alert tone="danger">{errorMessage(members.error, 'Failed to fetch members')}</Alert>
            <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ul id={listId} className="divide-y divide-line">
            {shown.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                isYou={member.userId === viewerId}
                onRemove={removable(member) ? () => setPending(member) : undefined}
                onHandOver={viewerOwns && !member.isOwner ? () => setSuccessor(member) : undefined}
              />
            ))}
          </ul>
        )}
        {collapsible && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 w-full text-primary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show Less' : `Show All ${ordered.length} Members`}
          </Button>
        )}
        {isAdmin && <RemovedMembers groupId={groupId} />}
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? `Remove ${pending.name}` : 'Remove member'}
        message={REMOVE_MEMBER_CONFIRMATION}
        confirmLabel="Remove"
        busy={removal.isPending}
        onConfirm={confirmRemoval}
      />
      <ConfirmDialog
        open={successor !== null}
        onOpenChange={(open) => !open && setSuccessor(null)}
        title={successor ? `Make ${successor.name} the owner?` : 'Hand the group over'}
        message={successor ? handOverConfirmation(successor.name) : ''}
        confirmLabel="Hand Over"
        tone="primary"
        busy={handOver.isPending}
        onConfirm={confirmHandOver}
      />
    </Card>
  );
}
