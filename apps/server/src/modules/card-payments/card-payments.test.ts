import { describe, expect, it } from 'vitest';
import type {
  AdminStatusResponse,
  AdminTournamentsResponse,
  BillingDashboardResponse,
  CanCreateTournamentResponse,
  CreatePaymentIntentResponse,
  GroupBillingHistoryResponse,
  GroupPricingResponse,
  PricingResponse,
} from '@fairway/contract';
import { STANDINGS_LOCKED_MESSAGE } from '@fairway/domain';
import {
  apiCaller,
  createGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';
import { addMembers } from '../../../test/money-helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);

/** A group of `size` members (the admin included) playing the season's nearer tournament. */
async function groupOf(size: number, which: 'nearer' | 'active' = 'nearer') {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const group = await createGroup(ctx.app, admin, { name: `Club of ${size}` });
  const members = await addMembers(ctx.app, group.inviteCode, size - 1);
  const tournament = (await seasonTournaments(ctx.app))[which];
  const added = await call<{ id: number }>(
    'POST',
    `/api/group-admin/${group.id}/tournaments`,
    admin.token,
    { tournament_id: tournament.id },
  );
  const intentBody = {
    group_id: group.id,
    tournament_id: tournament.id,
    group_tournament_id: added.body.id,
  };
  return { admin, group, members, tournament, intentBody };
}

async function adminTournament(token: string, groupId: number) {
  const { body } = await call<AdminTournamentsResponse>(
    'GET',
    `/api/group-admin/${groupId}/tournaments`,
    token,
  );
  return { info: body.group_info, tournament: body.tournaments[0]! };
}

const createIntent = (token: string, body: object) =>
  call<CreatePaymentIntentResponse>('POST', '/api/stripe/create-payment-intent', token, body);
const payWithCard = (token: string, id: string, card: string) =>
  call('POST', '/api/payments/fake/confirm', token, { payment_intent_id: id, card_number: card });
const confirm = (token: string, id: string) =>
  call('POST', '/api/stripe/confirm-payment-manual', token, { payment_intent_id: id });

describe('paying a tournament by card (fake provider)', () => {
  it('an 11-member group pays $19 and the tournament is activated once, whatever is replayed', async () => {
    const { admin, group, intentBody } = await groupOf(11);
    const before = await adminTournament(admin.token, group.id);
    expect(before.info).toMatchObject({ tier_name: 'small', tournament_price: 19 });
    expect(before.tournament).toMatchObject({ requires_payment: true, payment_completed: false });

    const intent = await createIntent(admin.token, intentBody);
    expect(intent.status).toBe(200);
    expect(intent.body.amount).toBe(19);
    expect(intent.body.client_secret).toMatch(
      new RegExp(`^${intent.body.payment_intent_id}_secret_[A-Za-z0-9]+$`),
    );

    // Nothing is paid until the provider says so.
    const early = await confirm(admin.token, intent.body.payment_intent_id);
    expect(early.status).toBe(400);
    expect((await adminTournament(admin.token, group.id)).tournament.payment_completed).toBe(false);

    const paid = await payWithCard(
      admin.token,
      intent.body.payment_intent_id,
      '4242 4242 4242 4242',
    );
    expect(paid).toEqual({ status: 200, body: { status: 'succeeded' } });
    const confirmed = await confirm(admin.token, intent.body.payment_intent_id);
    expect(confirmed.body).toEqual({
      success: true,
      payment_completed: true,
      message: 'Payment successful! Tournament has been activated.',
    });
    const after = await adminTournament(admin.token, group.id);
    expect(after.tournament).toMatchObject({
      payment_completed: true,
      payment_amount: 19,
      requires_payment: false,
    });

    // A replayed confirm changes nothing: still one completed transaction, same date.
    expect((await confirm(admin.token, intent.body.payment_intent_id)).status).toBe(200);
    const again = await adminTournament(admin.token, group.id);
    expect(again.tournament.payment_date).toBe(after.tournament.payment_date);
    const history = await call<GroupBillingHistoryResponse>(
      'GET',
      `/api/billing/group/${group.id}/tournament-history`,
      admin.token,
    );
    expect(history.body.total_spent).toBe(19);
    expect(history.body.transactions).toEqual([
      expect.objectContaining({ amount: 19, status: 'completed' }),
    ]);

    // Once paid, it stays paid: no second charge.
    const second = await createIntent(admin.token, intentBody);
    expect(second).toEqual({ status: 409, body: { error: 'This tournament is already paid' } });
  });

  it('two Pay windows share one payment, and a payment the card form completed is never charged again', async () => {
    const { admin, group, intentBody } = await groupOf(11);
    const first = await createIntent(admin.token, intentBody);
    const second = await createIntent(admin.token, intentBody);
    expect(second.status).toBe(200);
    expect(second.body.payment_intent_id).toBe(first.body.payment_intent_id);
    expect(second.body.client_secret).toBe(first.body.client_secret);

    // The card succeeds but the page closes before confirming: opening Pay again settles it.
    await payWithCard(admin.token, first.body.payment_intent_id, '4242424242424242');
    const third = await createIntent(admin.token, intentBody);
    expect(third).toEqual({ status: 409, body: { error: 'This tournament is already paid' } });
    expect((await adminTournament(admin.token, group.id)).tournament.payment_completed).toBe(true);
  });

  it('a declined card leaves the tournament unpaid', async () => {
    const { admin, group, intentBody } = await groupOf(11);
    const intent = await createIntent(admin.token, intentBody);
    const declined = await payWithCard(
      admin.token,
      intent.body.payment_intent_id,
      '4000000000000002',
    );
    expect(declined).toEqual({ status: 402, body: { error: 'Your card was declined.' } });
    expect((await confirm(admin.token, intent.body.payment_intent_id)).status).toBe(400);
    const other = await payWithCard(admin.token, intent.body.payment_intent_id, '5555555555554444');
    expect(other.status).toBe(400);
    expect((await adminTournament(admin.token, group.id)).tournament.payment_completed).toBe(false);
  });

  it('refuses free groups, members, strangers and mismatched tournaments', async () => {
    const free = await groupOf(10);
    const freeIntent = await createIntent(free.admin.token, free.intentBody);
    expect(freeIntent.status).toBe(400);
    expect(freeIntent.body).toEqual({
      error: 'Groups of up to 10 members play for free: there is nothing to pay',
    });

    const { admin, members, intentBody } = await groupOf(11);
    const stranger = await registerUser(ctx.app);
    expect((await createIntent(members[0]!.token, intentBody)).status).toBe(403);
    expect((await createIntent(stranger.token, intentBody)).status).toBe(404);
    expect(
      (await call('POST', '/api/stripe/create-payment-intent', undefined, intentBody)).status,
    ).toBe(401);
    const mismatched = await createIntent(admin.token, {
      ...intentBody,
      group_tournament_id: free.intentBody.group_tournament_id,
    });
    expect(mismatched.status).toBe(404);
    for (const bad of [{}, { ...intentBody, group_id: 'x' }, { ...intentBody, tournament_id: -3 }])
      expect((await createIntent(admin.token, bad)).status).toBe(400);

    // Someone else's payment cannot be confirmed or paid by a member or a stranger.
    const intent = await createIntent(admin.token, intentBody);
    const id = intent.body.payment_intent_id;
    expect((await payWithCard(members[0]!.token, id, '4242424242424242')).status).toBe(404);
    expect((await confirm(stranger.token, id)).status).toBe(404);
    expect((await confirm(admin.token, 'pi_unknown')).status).toBe(404);
    expect((await confirm(admin.token, '')).status).toBe(400);
  });

  it('locks the standings of an unpaid started tournament in a paying group until it is paid', async () => {
    const { admin, members, group, tournament, intentBody } = await groupOf(11, 'active');
    const url = `/api/pool-groups/${group.id}/tournaments/${tournament.id}/standings`;
    const locked = await call('GET', url, members[0]!.token);
    expect(locked).toEqual({ status: 402, body: { error: STANDINGS_LOCKED_MESSAGE } });

    const intent = await createIntent(admin.token, intentBody);
    await payWithCard(admin.token, intent.body.payment_intent_id, '4242424242424242');
    await confirm(admin.token, intent.body.payment_intent_id);
    expect((await call('GET', url, members[0]!.token)).status).toBe(200);
  });

  it('leaves the standings of a free group open', async () => {
    const { members, group, tournament } = await groupOf(3, 'active');
    const url = `/api/pool-groups/${group.id}/tournaments/${tournament.id}/standings`;
    expect((await call('GET', url, members[0]!.token)).status).toBe(200);
  });
});

describe('billing', () => {
  it('publishes the price tiers to everyone', async () => {
    const { status, body } = await call<PricingResponse>('GET', '/api/billing/pricing');
    expect(status).toBe(200);
    expect(body.pricing_tiers.free).toMatchObject({ name: 'Free', price_per_tournament: 0 });
    expect(body.pricing_tiers.small).toMatchObject({ price_per_tournament: 19, min_members: 11 });
    expect(body.pricing_tiers.large.price_per_tournament).toBe(19);
  });

  it('shows admins what their groups cost and have paid; others are refused', async () => {
    const paying = await groupOf(11);
    const intent = await createIntent(paying.admin.token, paying.intentBody);
    await payWithCard(paying.admin.token, intent.body.payment_intent_id, '4242424242424242');
    await confirm(paying.admin.token, intent.body.payment_intent_id);

    const status = await call<AdminStatusResponse>(
      'GET',
      '/api/billing/user/admin-status',
      paying.admin.token,
    );
    expect(status.body).toEqual({ is_group_admin: true, admin_group_count: 1 });
    const dashboard = await call<BillingDashboardResponse>(
      'GET',
      '/api/billing/user/dashboard',
      paying.admin.token,
    );
    expect(dashboard.body).toEqual({
      total_groups: 1,
      total_tournaments_created: 1,
      total_spent: 19,
      groups: [
        {
          id: paying.group.id,
          name: 'Club of 11',
          tier_name: 'small',
          member_count: 11,
          tournament_price: 19,
          total_spent: 19,
          tournaments_created: 1,
          unpaid_tournaments: 0,
        },
      ],
    });

    const member = paying.members[0]!;
    const memberStatus = await call<AdminStatusResponse>(
      'GET',
      '/api/billing/user/admin-status',
      member.token,
    );
    expect(memberStatus.body.is_group_admin).toBe(false);
    expect((await call('GET', '/api/billing/user/dashboard', member.token)).status).toBe(403);
    expect((await call('GET', '/api/billing/user/dashboard')).status).toBe(401);

    const pricing = await call<GroupPricingResponse>(
      'GET',
      `/api/billing/group/${paying.group.id}/pricing`,
      member.token,
    );
    expect(pricing.body).toMatchObject({
      member_count: 11,
      tier_name: 'small',
      tier_display_name: 'Small Group',
      tournament_price: 19,
      requires_payment: true,
    });
    const canCreate = await call<CanCreateTournamentResponse>(
      'GET',
      `/api/billing/group/${paying.group.id}/can-create-tournament`,
      paying.admin.token,
    );
    expect(canCreate.body).toMatchObject({ can_create: true, requires_payment: true });
    for (const path of ['can-create-tournament', 'tournament-history'])
      expect(
        (await call('GET', `/api/billing/group/${paying.group.id}/${path}`, member.token)).status,
      ).toBe(403);
    const stranger = await registerUser(ctx.app);
    expect(
      (await call('GET', `/api/billing/group/${paying.group.id}/pricing`, stranger.token)).status,
    ).toBe(404);
  });
});
