import type { Group } from '@fairway/contract';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { inviteDisplayUrl, inviteJoinUrl } from '../utils/invite-links';
import { CopyLinkButton } from './CopyLinkButton';
import { ShareInviteButton } from './ShareInviteButton';

/**
 * Step 2 of /groups/new. The link shown (origin + /join/{code}) and the link copied (origin +
 * /groups/join/{code}) differ on purpose: docs/rules.md ("Groups") keeps both readings.
 */
export function GroupCreatedStep({ group }: { group: Group }) {
  const code = group.inviteCode;
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the news, so keyboard and screen reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="space-y-6 p-6 text-center sm:p-8">
      <div className="space-y-2">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-primary" />
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none"
        >
          Group Created
        </h2>
        <p className="text-muted">
          <span className="font-semibold text-ink">{group.name}</span> is ready. Send the invite
          link to the people you want in the pool.
        </p>
      </div>
      {code ? (
        <div className="space-y-3 text-left">
          <p id="invite-link-label" className="text-sm font-medium">
            Invite link
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <output
              aria-labelledby="invite-link-label"
              className="min-w-0 flex-1 break-all rounded-lg border border-line bg-surface-2 px-3 py-2 font-mono text-sm"
            >
              {inviteDisplayUrl(code)}
            </output>
            <CopyLinkButton link={inviteJoinUrl(code)} label="Copy" className="h-10 sm:w-28" />
          </div>
          <p className="text-xs text-muted">
            Invite code <span className="font-mono font-semibold tracking-widest">{code}</span>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted">This group needs no invite: anyone can open it.</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        {code && <ShareInviteButton link={inviteJoinUrl(code)} groupName={group.name} />}
        <ButtonLink to={`/groups/${group.id}`}>
          Continue to Group
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      </div>
    </Card>
  );
}
