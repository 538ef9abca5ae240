import { describe, expect, it } from 'vitest';
import type {
  MemberTournament,
  PickSubmissionsResponse,
  TournamentHistoryDetail,
} from '@fairway/contract';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);

async function groupWithOnePick() {
  const admin = await registerUser(ctx.app, { name: 'Avery Admin' });
  const member = await registerUser(ctx.app, { name: 'Mo Member' });
  const group = await createGroup(ctx.app, admin);
  await joinGroup(ctx.app, member, group.inviteCode);
  const { nearer, completed } = await seasonTournaments(ctx.app);
  await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
    tournament_id: nearer.id,
  });
  await call(
    'POST',
    `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
    member.token,
    await validPicks(ctx.app, member.token, nearer.id),
  );
  return { admin, member, group, nearer, completed };
}

describe('GET /api/pool-groups/:groupId/pick-submissions', () => {
  it('lists who has picked and who has not, per live or upcoming tournament', async () => {
    const { admin, member, group, nearer } = await groupWithOnePick();
    const { status, body } = await call<PickSubmissionsResponse>(
      'GET',
      `/api/pool-groups/${group.id}/pick-submissions`,
      admin.token,
    );
    expect(status).toBe(200);
    expect(body.totalMembers).toBe(2);
    expect(body.tournaments).toHaveLength(1);
    const [only] = body.tournaments;
    expect(only).toMatchObject({
      id: nearer.id,
      submissions: { submitted: 1, total: 2, percentage: 50 },
    });
    expect(only!.membersWithPicks.map((m) => m.id)).toEqual([member.user.id]);
    expect(only!.membersWithoutPicks).toEqual([{ id: admin.user.id, name: 'Avery Admin' }]);
  });

  it('answers 401 to visitors, 404 to strangers and 400 to a bad id', async () => {
    const { group } = await groupWithOnePick();
    const stranger = await registerUser(ctx.app);
    expect((await call('GET', `/api/pool-groups/${group.id}/pick-submissions`)).status).toBe(401);
    expect(
      (await call('GET', `/api/pool-groups/${group.id}/pick-submissions`, stranger.token)).status,
    ).toBe(404);
    expect((await call('GET', '/api/pool-groups/x/pick-submissions', stranger.token)).status).toBe(
      400,
    );
  });
});

describe('GET /api/pool-groups/:groupId/available-tournaments', () => {
  it("counts the caller's own entries and is for members only", async () => {
    const { admin, member, group, nearer } = await groupWithOnePick();
    const mine = await call<MemberTournament[]>(
      'GET',
      `/api/pool-groups/${group.id}/available-tournaments`,
      member.token,
    );
    const theirs = await call<MemberTournament[]>(
      'GET',
      `/api/pool-groups/${group.id}/available-tournaments`,
      admin.token,
    );
    expect(mine.body.find((t) => t.id === nearer.id)!.myEntryCount).toBe(1);
    expect(theirs.body.find((t) => t.id === nearer.id)!.myEntryCount).toBe(0);
    const stranger = await registerUser(ctx.app);
    expect(
      (await call('GET', `/api/pool-groups/${group.id}/available-tournaments`, stranger.token))
        .status,
    ).toBe(404);
    expect((await call('GET', `/api/pool-groups/${group.id}/available-tournaments`)).status).toBe(
      401,
    );
  });
});

describe('history endpoints', () => {
  it('answer 400 for a bad id, 404 for an unknown tournament, 401 without a token', async () => {
    const { member, completed } = await groupWithOnePick();
    expect((await call('GET', '/api/tournament/abc/history', member.token)).body).toEqual({
      error: 'Tournament id must be a positive integer',
    });
    expect((await call('GET', '/api/tournament/999999/history', member.token)).status).toBe(404);
    expect(
      (await call('GET', `/api/tournament/${completed[0]!.id}/history`, member.token)).status,
    ).toBe(403);
    expect((await call('GET', '/api/tournaments/history')).status).toBe(401);
  });

  it("hide other members' picks until the first tee time, even with a leaderboard posted", async () => {
    const { admin, member, group, nearer } = await groupWithOnePick();
    await call(
      'POST',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      admin.token,
      await validPicks(ctx.app, admin.token, nearer.id, 4),
    );
    // The simulator posts the field with tee times before play starts.
    await ctx.app.services.golfSync.refreshLive();
    const before = await call<TournamentHistoryDetail>(
      'GET',
      `/api/tournament/${nearer.id}/history`,
      member.token,
    );
    expect(before.status).toBe(200);
    expect(before.body.entries.map((e) => e.userId)).toEqual([member.user.id]);
    expect(before.body.entries[0]!.picks).toHaveLength(5);
    expect(before.body.winner).toBeNull();
  });
});
