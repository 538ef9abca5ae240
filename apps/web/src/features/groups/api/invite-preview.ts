import { useQuery } from '@tanstack/react-query';
import type { InvitePreview } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** GET /api/pool-groups/invite/{code}: the group's name and member count, for anyone. */
export const useInvitePreview = (inviteCode: string | null) =>
  useQuery({
    queryKey: ['invite-preview', inviteCode],
    queryFn: ({ signal }) =>
      api.get<InvitePreview>(pathTo(routes.invitePreview, { inviteCode: inviteCode ?? '' }), {
        auth: false,
        signal,
      }),
    enabled: Boolean(inviteCode),
    // An unknown code stays unknown, and each miss counts against the guessing limit.
    retry: false,
    staleTime: 60_000,
  });

const JOIN_PATH = /^\/groups\/join\/([A-Za-z0-9]+)\/?$/;

/** The invite code when a sign-in screen will return to the join page, else null. */
export function inviteCodeOfPath(path: string): string | null {
  return JOIN_PATH.exec(path.split('?')[0]!)?.[1] ?? null;
}

/** The group a sign-in screen leads into when the person came from an invite link. */
export function useInvitedGroupName(returnPath: string): string | undefined {
  return useInvitePreview(inviteCodeOfPath(returnPath)).data?.name;
}
