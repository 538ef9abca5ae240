import { useQuery } from '@tanstack/react-query';
import type { MyGolfersResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { myGolfersKey } from '../../../lib/query-keys';

/** Golfer id to how many of the member's entries hold them. */
export type MyGolfers = ReadonlyMap<number, number>;

const NONE: MyGolfers = new Map();

const byGolfer = (body: MyGolfersResponse): MyGolfers =>
  new Map(body.golfers.map((golfer) => [golfer.golferId, golfer.entries]));

/**
 * GET /api/tournament/{id}/my-golfers: the signed-in member's golfers in the tournament, across
 * their groups. Nothing is asked signed out (the leaderboard is public); a failure leaves the
 * board unmarked. `ready` once there is an answer to show: the table waits for it, so the
 * marks arrive with the rows instead of moving them (no layout shift).
 */
export function useMyGolfers(tournamentId: number): { golfers: MyGolfers; ready: boolean } {
  const { isAuthenticated, loading, sessionExpected } = useAuth();
  const query = useQuery({
    queryKey: myGolfersKey(tournamentId),
    queryFn: ({ signal }) =>
      api.get<MyGolfersResponse>(pathTo(routes.myGolfers, { id: tournamentId }), { signal }),
    enabled: isAuthenticated,
    // Picks change only by the member's own hand (which refreshes this) or an alternate coming in.
    staleTime: 5 * 60_000,
    select: byGolfer,
  });
  if (!isAuthenticated) return { golfers: NONE, ready: !(loading && sessionExpected) };
  return { golfers: query.data ?? NONE, ready: !query.isPending };
}
