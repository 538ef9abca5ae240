import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminTournamentsResponse,
  BillingDashboardResponse,
  CreatePaymentIntentResponse,
  StandingsResponse,
} from '@fairway/contract';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  TEST_NOW,
  useTestApp,
  validPicks,
} from '../../../test/helpers';
import { addMembers } from '../../../test/money-helpers';

/** The platform fee is decided per tournament, when it matters (docs/rules.md "The platform fee"). */
const ctx = useTestApp();
const call = apiCaller(ctx);
const DAY = 86_400_000;
// Each test starts before the season's next tournament (some move the clock past its start).
beforeEach(() => ctx.clock.set(TEST_NOW));

async function clubOf(size: number) {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const group = await createGroup(ctx.app, admin, { name: `Club of ${size}` });
  const members = await addMembers(ctx.app, group.inviteCode, size - 1);
  return { admin, group, members };
}

const addTournament = (token: string, groupId: number, tournamentId: number) =>
  call<{ id: number }>('POST', `/api/group-admin/${groupId}/tournaments`, token, {
    tournament_id: tournamentId,
    entry_fee: 10,
  });

async function adminRow(token: string, groupId: number, tournamentId: number) {
  const { body } = await call<AdminTournamentsResponse>(
    'GET',
    `/api/group-admin/${groupId}/tournaments`,
    token,
  );
  return body.tournaments.find((t) => t.tournament_id === tournamentId)!;
}

const standingsOf = (token: string, groupId: number, tournamentId: number) =>
  call<StandingsResponse>(
    'GET',
    `/api/pool-groups/${groupId}/tournaments/${tournamentId}/standings`,
    token,
  );

describe('the platform fee of one tournament', () => {
  it('stays free for a tournament the group started with 10 members or fewer, however it grows', async () => {
    const { admin, group, members } = await clubOf(4);
    const { nearer } = await seasonTournaments(ctx.app);
    await addTournament(admin.token, group.id, nearer.id);
    await call(
      'POST',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      members[0]!.token,
      await validPicks(ctx.app, members[0]!.token, nearer.id),
    );
    // Play starts with 4 members: the standings are open, the prize pool is the whole pot.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 6 * DAY));
    const seen = await standingsOf(members[0]!.token, group.id, nearer.id);
    expect(seen.status).toBe(200);
    expect(seen.body.prizePool).toBe(10);

    // The group grows past 10 during the tournament.
    await addMembers(ctx.app, group.inviteCode, 8);
    const later = await standingsOf(members[0]!.token, group.id, nearer.id);
    expect(later.status).toBe(200);
    expect(later.body.prizePool).toBe(10);
    const row = await adminRow(admin.token, group.id, nearer.id);
    expect(row.requires_payment).toBe(false);
    const billing = await call<BillingDashboardResponse>(
      'GET',
      '/api/billing/user/dashboard',
      admin.token,
    );
    expect(billing.body.groups[0]).toMatchObject({ member_count: 12, unpaid_tournaments: 0 });
    const pay = await call('POST', '/api/stripe/create-payment-intent', admin.token, {
      group_id: group.id,
      tournament_id: nearer.id,
      group_tournament_id: row.id,
    });
    expect(pay.status).toBe(400);
  });

  it('is owed for a live tournament a paying-size group adds after its start', async () => {
    const { admin, group, members } = await clubOf(11);
    const { active } = await seasonTournaments(ctx.app);
    await addTournament(admin.token, group.id, active.id);
    expect((await adminRow(admin.token, group.id, active.id)).requires_payment).toBe(true);
    expect((await standingsOf(members[0]!.token, group.id, active.id)).status).toBe(402);
  });

  it('stays paid when the tournament is removed and added again', async () => {
    const { admin, group } = await clubOf(11);
    const { nearer } = await seasonTournaments(ctx.app);
    const added = await addTournament(admin.token, group.id, nearer.id);
    const intent = await call<CreatePaymentIntentResponse>(
      'POST',
      '/api/stripe/create-payment-intent',
      admin.token,
      { group_id: group.id, tournament_id: nearer.id, group_tournament_id: added.body.id },
    );
    const id = intent.body.payment_intent_id;
    await call('POST', '/api/payments/fake/confirm', admin.token, {
      payment_intent_id: id,
      card_number: '4242424242424242',
    });
    await call('POST', '/api/stripe/confirm-payment-manual', admin.token, {
      payment_intent_id: id,
    });
    expect((await adminRow(admin.token, group.id, nearer.id)).payment_completed).toBe(true);

    const removed = await call(
      'DELETE',
      `/api/group-admin/${group.id}/tournaments/${nearer.id}`,
      admin.token,
    );
    expect(removed).toMatchObject({ status: 200 });
    await addTournament(admin.token, group.id, nearer.id);
    const again = await adminRow(admin.token, group.id, nearer.id);
    expect(again).toMatchObject({
      payment_completed: true,
      payment_amount: 19,
      requires_payment: false,
    });
    // The standings open at the start, and the prize pool gives up the $19 once, not twice.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 6 * DAY));
    const standings = await standingsOf(admin.token, group.id, nearer.id);
    expect(standings.status).toBe(200);
  });

  it('moves the prize pool, and the standings it is served with, when the group passes 10 before the start', async () => {
    const { admin, group, members } = await clubOf(10);
    const { nearer } = await seasonTournaments(ctx.app);
    await addTournament(admin.token, group.id, nearer.id);
    for (const player of [admin, ...members.slice(0, 2)])
      await call(
        'POST',
        `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
        player.token,
        await validPicks(ctx.app, player.token, nearer.id),
      );
    expect((await standingsOf(admin.token, group.id, nearer.id)).body.prizePool).toBe(30);
    await addMembers(ctx.app, group.inviteCode, 1);
    // $30 of entry fees less the $19 the 11-member group now owes.
    expect((await standingsOf(admin.token, group.id, nearer.id)).body.prizePool).toBe(11);
  });

  // Last: its live update moves the season on.
  it('stays owed when a group that began paying-size shrinks after the start and re-invites', async () => {
    const { admin, group, members } = await clubOf(12);
    const { nearer } = await seasonTournaments(ctx.app);
    await addTournament(admin.token, group.id, nearer.id);
    const player = members[2]!;
    await call(
      'POST',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      player.token,
      await validPicks(ctx.app, player.token, nearer.id),
    );
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 6 * DAY));
    // The live update at the start writes down each group's size.
    await ctx.app.services.golfSync.refreshLive();
    expect((await standingsOf(members[0]!.token, group.id, nearer.id)).status).toBe(402);

    for (const member of members.slice(0, 2))
      await call('DELETE', `/api/pool-groups/${group.id}/members/${member.user.id}`, admin.token);
    // Removal sticks until an admin allows them back (docs/rules.md, "Groups").
    for (const member of members.slice(0, 2)) {
      await call('DELETE', `/api/pool-groups/${group.id}/removed/${member.user.id}`, admin.token);
      await joinGroup(ctx.app, member, group.inviteCode);
    }
    expect((await adminRow(admin.token, group.id, nearer.id)).requires_payment).toBe(true);
    expect((await standingsOf(player.token, group.id, nearer.id)).status).toBe(402);
    // Nor does the history show what the standings lock.
    expect((await call('GET', `/api/tournament/${nearer.id}/history`, player.token)).status).toBe(
      402,
    );
  });
});
