import { Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { useGroup } from '../../../hooks/useGroup';
import { BackToTournaments } from './StandingsHeader';

/**
 * Standings of a started tournament whose platform fee is unpaid (a 402): why they are locked,
 * in the server's words, and who can unlock them. An admin gets the way to the Pay button; a
 * member learns that an admin must pay, and where to tell them.
 */
export function StandingsLocked({ groupId, reason }: { groupId: number; reason: string }) {
  const group = useGroup(groupId);
  const isAdmin = group.data?.isAdmin === true;
  return (
    <section
      aria-labelledby="standings-locked-title"
      className="mx-auto my-10 max-w-lg rounded-2xl border border-line bg-surface px-6 py-8 text-center"
    >
      <Lock aria-hidden className="mx-auto mb-3 size-8 text-muted" />
      <h2 id="standings-locked-title" className="text-lg font-semibold text-ink">
        Standings Locked
      </h2>
      <p className="mt-1 text-sm text-muted">{reason}</p>
      <p className="mt-2 text-sm text-muted">
        {isAdmin
          ? 'You are an admin of this group: pay it from Group Admin, and every member sees the standings at once.'
          : 'Only a group admin can pay it. Let them know in the group chat.'}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {isAdmin ? (
          <ButtonLink to={`/groups/${groupId}/admin`} size="sm">
            Pay in Group Admin
          </ButtonLink>
        ) : (
          <ButtonLink to={`/groups/${groupId}`} size="sm">
            Open Group Chat
          </ButtonLink>
        )}
        <BackToTournaments groupId={groupId} />
      </div>
    </section>
  );
}
