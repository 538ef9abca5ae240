import type { Member } from '@fairway/contract';
import { Crown, UserMinus } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** One member with the spec's badges: You, Owner, and Admin or Member. */
export function MemberRow({
  member,
  isYou,
  onRemove,
  onHandOver,
}: {
  member: Member;
  isYou: boolean;
  /** Given only when the viewer may remove this member. */
  onRemove?: () => void;
  /** Given only when the viewer owns the group and may hand it to this member. */
  onHandOver?: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
      >
        {initials(member.name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{member.name}</p>
        <div className="mt-0.5 flex flex-wrap gap-1">
          {isYou && <Badge tone="blue">You</Badge>}
          {member.isOwner && <Badge tone="sand">Owner</Badge>}
          <Badge tone={member.role === 'admin' ? 'green' : 'neutral'}>
            {member.role === 'admin' ? 'Admin' : 'Member'}
          </Badge>
        </div>
      </div>
      {onHandOver && (
        <button
          type="button"
          onClick={onHandOver}
          aria-label={`Make ${member.name} the owner`}
          title={`Make ${member.name} the owner`}
          className="rounded-lg p-2 text-muted transition-colors hover:bg-sand/20 hover:text-ink"
        >
          <Crown aria-hidden className="size-4" />
        </button>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${member.name}`}
          title={`Remove ${member.name}`}
          className="rounded-lg p-2 text-muted transition-colors hover:bg-danger-soft hover:text-danger"
        >
          <UserMinus aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}
