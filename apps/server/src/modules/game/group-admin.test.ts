import { describe, expect, it } from 'vitest';
import type {
  AdminGroupTournament,
  AdminTournamentsResponse,
  MemberTournament,
} from '@fairway/contract';
import {
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  apiCaller,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);

async function adminAndMember() {
  const admin = await registerUser(ctx.app);
  const member = await registerUser(ctx.app);
  const group = await createGroup(ctx.app, admin);
  await joinGroup(ctx.app, member, group.inviteCode);
  return { admin, member, group, season: await seasonTournaments(ctx.app) };
}

describe('adding a tournament to a group', () => {
  it('adds with the spec body and shows it to admins and members', async () => {
    const { admin, member, group, season } = await adminAndMember();
    const added = await call<AdminGroupTournament>(
      'POST',
      `/api/group-admin/${group.id}/tournaments`,
      admin.token,
      {
        tournament_id: season.nearer.id,
        is_active: true,
        entry_deadline: null,
        max_entries_per_user: 2,
        allow_multiple_entries: true,
        pool_type: 'elimination',
        custom_rules: 'Bragging rights only',
        entry_fee: 25.5,
        payout_structure: '65/25/10',
      },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      tournament_id: season.nearer.id,
      is_active: true,
      max_entries_per_user: 2,
      allow_multiple_entries: true,
      pool_type: 'elimination',
      entry_fee: 25.5,
      payout_structure: '65/25/10',
      payment_completed: false,
      requires_payment: false,
    });
    const list = await call<AdminTournamentsResponse>(
      'GET',
      `/api/group-admin/${group.id}/tournaments`,
      admin.token,
    );
    expect(list.body.group_info).toEqual({
      group_name: 'Sunday Foursome',
      member_count: 2,
      tier_name: 'free',
      tournament_price: 0,
      requires_payment: false,
    });
    expect(list.body.tournaments.map((t) => t.tournament_id)).toEqual([season.nearer.id]);
    const forMembers = await call<MemberTournament[]>(
      'GET',
      `/api/pool-groups/${group.id}/available-tournaments`,
      member.token,
    );
    expect(forMembers.body[0]).toMatchObject({
      id: season.nearer.id,
      poolType: 'elimination',
      maxEntriesPerUser: 2,
      customRules: 'Bragging rights only',
      entryDeadlinePassed: false,
      myEntryCount: 0,
      pickSubmissions: { submitted: 0, total: 2, percentage: 0 },
    });
  });

  it('lists only tournaments not yet added and not completed as available', async () => {
    const { admin, group, season } = await adminAndMember();
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: season.nearer.id,
    });
    const { body } = await call<{ id: number }[]>(
      'GET',
      `/api/group-admin/${group.id}/available-tournaments`,
      admin.token,
    );
    expect(body.map((t) => t.id).sort()).toEqual([season.active.id, season.farther.id].sort());
  });

  it.each([
    [{ tournament_id: 'x' }, 'Please select a tournament'],
    [{}, 'Please select a tournament'],
    [{ tournament_id: 1, max_entries_per_user: 0 }, 'Max entries per user must be 1 to 5'],
    [{ tournament_id: 1, max_entries_per_user: 6 }, 'Max entries per user must be 1 to 5'],
    [{ tournament_id: 1, entry_fee: -1 }, 'Entry fee cannot be negative'],
    [{ tournament_id: 1, entry_fee: 'ten' }, 'Entry fee must be a number'],
    [{ tournament_id: 1, entry_fee: 1.234 }, 'Entry fee can have at most two decimals'],
    [{ tournament_id: 1, pool_type: 'skins' }, 'Pool type must be cut_score or elimination'],
    [
      { tournament_id: 1, payout_structure: '50/30' },
      'Payout structure must be positive percentages separated by slashes that add up to 100 (e.g. "50/30/20")',
    ],
    [
      { tournament_id: 1, payout_structure: '50/60/-10' },
      'Payout structure must be positive percentages separated by slashes that add up to 100 (e.g. "50/30/20")',
    ],
    [
      { tournament_id: 1, entry_deadline: 'tomorrow' },
      'Entry deadline must be an ISO date and time',
    ],
  ])('refuses %j with 400 "%s"', async (payload, error) => {
    const { admin, group } = await adminAndMember();
    expect(
      await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, payload),
    ).toEqual({ status: 400, body: { error } });
  });

  it('refuses a completed tournament, an unknown one, and adding the same one twice', async () => {
    const { admin, group, season } = await adminAndMember();
    expect(
      (
        await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
          tournament_id: season.completed[0]!.id,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
          tournament_id: 99999,
        })
      ).status,
    ).toBe(404);
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: season.nearer.id,
    });
    expect(
      await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
        tournament_id: season.nearer.id,
      }),
    ).toEqual({ status: 409, body: { error: 'This tournament is already in the group' } });
  });

  it('is for group admins only: members get 403, strangers 404, visitors 401', async () => {
    const { member, group, season } = await adminAndMember();
    const stranger = await registerUser(ctx.app);
    for (const [token, status] of [
      [member.token, 403],
      [stranger.token, 404],
      [undefined, 401],
    ] as const) {
      expect((await call('GET', `/api/group-admin/${group.id}/tournaments`, token)).status).toBe(
        status,
      );
      expect(
        (await call('GET', `/api/group-admin/${group.id}/available-tournaments`, token)).status,
      ).toBe(status);
      expect(
        (
          await call('POST', `/api/group-admin/${group.id}/tournaments`, token, {
            tournament_id: season.nearer.id,
          })
        ).status,
      ).toBe(status);
    }
  });
});

describe('changing and removing a group tournament', () => {
  it('updates settings, toggles entries, and removes before the start', async () => {
    const { admin, member, group, season } = await adminAndMember();
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: season.nearer.id,
    });
    const deadline = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    const updated = await call<AdminGroupTournament>(
      'PUT',
      `/api/group-admin/${group.id}/tournaments/${season.nearer.id}`,
      admin.token,
      { entry_deadline: deadline, entry_fee: 10, max_entries_per_user: 3 },
    );
    expect(updated.body).toMatchObject({
      entry_deadline: deadline,
      effective_entry_deadline: deadline,
      entry_fee: 10,
      max_entries_per_user: 3,
      allow_multiple_entries: true,
    });

    expect(
      (
        await call(
          'POST',
          `/api/group-admin/${group.id}/tournaments/${season.nearer.id}/toggle-entries`,
          member.token,
          { is_active: false },
        )
      ).status,
    ).toBe(403);
    expect(
      await call(
        'POST',
        `/api/group-admin/${group.id}/tournaments/${season.nearer.id}/toggle-entries`,
        admin.token,
        { is_active: false },
      ),
    ).toEqual({ status: 200, body: { message: 'Entries disabled', is_active: false } });
    expect(
      (
        await call(
          'POST',
          `/api/group-admin/${group.id}/tournaments/${season.nearer.id}/toggle-entries`,
          admin.token,
          {},
        )
      ).status,
    ).toBe(400);

    expect(
      (
        await call(
          'DELETE',
          `/api/group-admin/${group.id}/tournaments/${season.nearer.id}`,
          member.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          'DELETE',
          `/api/group-admin/${group.id}/tournaments/${season.nearer.id}`,
          admin.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          'PUT',
          `/api/group-admin/${group.id}/tournaments/${season.nearer.id}`,
          admin.token,
          { entry_fee: 5 },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses to remove a tournament that has started', async () => {
    const { admin, group, season } = await adminAndMember();
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: season.active.id,
    });
    expect(
      await call(
        'DELETE',
        `/api/group-admin/${group.id}/tournaments/${season.active.id}`,
        admin.token,
      ),
    ).toEqual({
      status: 400,
      body: { error: 'A tournament cannot be removed after it has started' },
    });
  });

  it('answers 404 for a tournament the group does not play', async () => {
    const { admin, group, season } = await adminAndMember();
    expect(
      await call(
        'PUT',
        `/api/group-admin/${group.id}/tournaments/${season.farther.id}`,
        admin.token,
        { entry_fee: 5 },
      ),
    ).toEqual({ status: 404, body: { error: 'This tournament is not available in this group' } });
  });
});
