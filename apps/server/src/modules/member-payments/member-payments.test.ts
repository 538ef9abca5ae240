import { describe, expect, it } from 'vitest';
import type {
  FinancialReportResponse,
  MemberPayment,
  TournamentPaymentsResponse,
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

/** Fee $12.50, two entries allowed: Ann enters twice, Bob once, Cy never. */
async function pool() {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const ann = await registerUser(ctx.app, { name: 'Ann' });
  const bob = await registerUser(ctx.app, { name: 'Bob' });
  const cy = await registerUser(ctx.app, { name: 'Cy' });
  const group = await createGroup(ctx.app, admin, { name: 'Money Pool' });
  for (const member of [ann, bob, cy]) await joinGroup(ctx.app, member, group.inviteCode);
  const { nearer, farther } = await seasonTournaments(ctx.app);
  await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
    tournament_id: nearer.id,
    entry_fee: 12.5,
    max_entries_per_user: 2,
  });
  await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
    tournament_id: farther.id,
    entry_fee: 0,
  });
  const enter = async (token: string, offset: number) =>
    call(
      'POST',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      token,
      await validPicks(ctx.app, token, nearer.id, offset),
    );
  await enter(ann.token, 0);
  await enter(ann.token, 1);
  await enter(bob.token, 2);
  const base = `/api/group-admin/${group.id}/tournaments/${nearer.id}`;
  return { admin, ann, bob, cy, group, nearer, farther, base };
}

describe('member payments', () => {
  it('owes the fee per entry; a member without an entry owes nothing', async () => {
    const { admin, base, nearer } = await pool();
    const { status, body } = await call<TournamentPaymentsResponse>(
      'GET',
      `${base}/member-payments`,
      admin.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tournament_id: nearer.id,
      entry_fee: 12.5,
      expected_total: 37.5,
      total_collected: 0,
      total_outstanding: 37.5,
      collection_rate: 0,
      total_members: 4,
      total_entries: 3,
      changes: [],
    });
    const byName = Object.fromEntries(body.member_payments.map((p) => [p.user_name, p]));
    expect(byName.Ann).toMatchObject({ entry_count: 2, amount_due: 25, status: 'unpaid' });
    expect(byName.Bob).toMatchObject({ entry_count: 1, amount_due: 12.5, status: 'unpaid' });
    expect(byName.Cy).toMatchObject({ entry_count: 0, amount_due: 0, status: 'no_entry' });
  });

  it('records payments (Paid, Partial) with who and when, and keeps every change', async () => {
    const { admin, ann, bob, base } = await pool();
    const first = await call<MemberPayment>('POST', `${base}/mark-payment`, admin.token, {
      user_id: ann.user.id,
      amount_paid: 10,
      payment_method: 'venmo',
      payment_reference: 'first half',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      amount_due: 25,
      amount_paid: 10,
      is_paid: false,
      status: 'partial',
      payment_method: 'venmo',
      recorded_by: 'Ada Admin',
    });
    const second = await call<MemberPayment>('POST', `${base}/mark-payment`, admin.token, {
      user_id: ann.user.id,
      amount_paid: '25.00',
      payment_method: 'cash',
    });
    expect(second.body).toMatchObject({ amount_paid: 25, is_paid: true, status: 'paid' });
    await call('POST', `${base}/mark-payment`, admin.token, {
      user_id: bob.user.id,
      amount_paid: 0.1,
      payment_method: 'zelle',
    });

    const { body } = await call<TournamentPaymentsResponse>(
      'GET',
      `${base}/member-payments`,
      admin.token,
    );
    expect(body.total_collected).toBe(25.1);
    expect(body.total_outstanding).toBe(12.4);
    expect(body.collection_rate).toBe(66.9);
    expect(body.changes.map((c) => [c.user_name, c.amount_paid, c.payment_method])).toEqual([
      ['Bob', 0.1, 'zelle'],
      ['Ann', 25, 'cash'],
      ['Ann', 10, 'venmo'],
    ]);
    expect(body.changes.every((c) => c.recorded_by === 'Ada Admin')).toBe(true);
    expect(body.changes[0]!.recorded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it.each([
    [{ amount_paid: -1 }, 'Amount paid cannot be negative'],
    [{ amount_paid: 'ten' }, 'Amount paid must be a number'],
    [{ amount_paid: 1.234 }, 'Amount paid can have at most two decimals'],
    [{ amount_paid: 5, payment_method: 'bitcoin' }, 'Payment method must be one of'],
    [{ amount_paid: 5, payment_reference: 'x'.repeat(201) }, 'at most 200 characters'],
  ])('refuses %j and records nothing', async (body, error) => {
    const { admin, ann, base } = await pool();
    const response = await call('POST', `${base}/mark-payment`, admin.token, {
      user_id: ann.user.id,
      ...body,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
    const { body: after } = await call<TournamentPaymentsResponse>(
      'GET',
      `${base}/member-payments`,
      admin.token,
    );
    expect(after.total_collected).toBe(0);
    expect(after.changes).toEqual([]);
  });

  it('only admins see or mark payments, only for members of the group', async () => {
    const { admin, ann, base, group } = await pool();
    const stranger = await registerUser(ctx.app);
    const mark = { user_id: ann.user.id, amount_paid: 25, payment_method: 'cash' };
    expect((await call('POST', `${base}/mark-payment`, ann.token, mark)).status).toBe(403);
    expect((await call('GET', `${base}/member-payments`, ann.token)).status).toBe(403);
    expect((await call('GET', `${base}/member-payments`, stranger.token)).status).toBe(404);
    expect((await call('GET', `${base}/member-payments`)).status).toBe(401);
    const notMember = await call('POST', `${base}/mark-payment`, admin.token, {
      ...mark,
      user_id: stranger.user.id,
    });
    expect(notMember).toEqual({ status: 404, body: { error: 'Member not found in this group' } });
    const notInGroup = await call(
      'GET',
      `/api/group-admin/${group.id}/tournaments/999999/member-payments`,
      admin.token,
    );
    expect(notInGroup.status).toBe(404);
    const { body } = await call<TournamentPaymentsResponse>(
      'GET',
      `${base}/member-payments`,
      admin.token,
    );
    expect(body.total_collected).toBe(0);
  });
});

describe('financial report', () => {
  it('sums expected, collected and outstanding per tournament and overall', async () => {
    const { admin, ann, bob, base, group, nearer, farther } = await pool();
    await call('POST', `${base}/mark-payment`, admin.token, {
      user_id: ann.user.id,
      amount_paid: 25,
      payment_method: 'venmo',
    });
    await call('POST', `${base}/mark-payment`, admin.token, {
      user_id: bob.user.id,
      amount_paid: 5,
      payment_method: 'cash',
    });
    const { status, body } = await call<FinancialReportResponse>(
      'GET',
      `/api/group-admin/${group.id}/financial-report`,
      admin.token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      group_name: 'Money Pool',
      member_count: 4,
      summary: {
        total_tournaments: 2,
        total_expected_revenue: 37.5,
        total_collected: 30,
        total_outstanding: 7.5,
        collection_rate: 80,
      },
    });
    expect(body.tournaments).toEqual([
      expect.objectContaining({
        tournament_id: nearer.id,
        entry_fee: 12.5,
        expected_revenue: 37.5,
        collected_amount: 30,
        outstanding_amount: 7.5,
        collection_rate: 80,
        paid_members: 1,
        total_members: 2,
      }),
      expect.objectContaining({
        tournament_id: farther.id,
        entry_fee: 0,
        expected_revenue: 0,
        collection_rate: 0,
      }),
    ]);
  });

  it('is for admins only', async () => {
    const { ann, group } = await pool();
    const url = `/api/group-admin/${group.id}/financial-report`;
    expect((await call('GET', url, ann.token)).status).toBe(403);
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', '/api/group-admin/0/financial-report', ann.token)).status).toBe(400);
  });
});
