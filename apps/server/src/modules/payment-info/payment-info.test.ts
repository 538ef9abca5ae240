import { describe, expect, it } from 'vitest';
import type {
  AdminPaymentInfoResponse,
  MembersPaymentInfoResponse,
  PaymentInfoResponse,
} from '@fairway/contract';
import { apiCaller, createGroup, joinGroup, registerUser, useTestApp } from '../../../test/helpers';

const ctx = useTestApp({ season: false });
const call = apiCaller(ctx);

const handles = {
  venmoHandle: '@sam-pays',
  cashappHandle: '$sampays',
  zelleEmail: 'sam@example.com',
  zellePhone: '+1 (555) 123-4567',
  paypalEmail: 'sam.paypal@example.com',
};

describe('a member’s own payment info', () => {
  it('saves, reads back and deletes the five handles', async () => {
    const user = await registerUser(ctx.app);
    const empty = await call<PaymentInfoResponse>('GET', '/api/user/payment-info', user.token);
    expect(empty.body).toEqual({ hasPaymentInfo: false, paymentInfo: null });

    const saved = await call<PaymentInfoResponse>('POST', '/api/user/payment-info', user.token, {
      ...handles,
      paypalEmail: '  ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      hasPaymentInfo: true,
      paymentInfo: { ...handles, paypalEmail: null },
    });
    const read = await call<PaymentInfoResponse>('GET', '/api/user/payment-info', user.token);
    expect(read.body).toEqual(saved.body);

    expect((await call('DELETE', '/api/user/payment-info', user.token)).status).toBe(200);
    const gone = await call<PaymentInfoResponse>('GET', '/api/user/payment-info', user.token);
    expect(gone.body.hasPaymentInfo).toBe(false);
  });

  it.each([
    [{ venmoHandle: 'sam' }, 'Venmo handle must start with @ (e.g. @username)'],
    [{ cashappHandle: 'sam' }, 'CashApp handle must start with $ (e.g. $username)'],
    [{ zelleEmail: 'not-an-email' }, 'Zelle email must be a valid email address'],
    [{ zellePhone: '12ab' }, 'Zelle phone must be a valid phone number'],
    [{ zellePhone: '123' }, 'Zelle phone must be a valid phone number'],
    [{ paypalEmail: 'x@' }, 'PayPal email must be a valid email address'],
    [{ venmoHandle: '' }, 'Enter at least one payment method'],
    [{ venmoHandle: 42 }, 'Payment details must be text'],
  ])('refuses %j with a clear 400 and keeps what was saved', async (body, error) => {
    const user = await registerUser(ctx.app);
    await call('POST', '/api/user/payment-info', user.token, { venmoHandle: '@kept' });
    const response = await call('POST', '/api/user/payment-info', user.token, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
    const read = await call<PaymentInfoResponse>('GET', '/api/user/payment-info', user.token);
    expect(read.body.paymentInfo?.venmoHandle).toBe('@kept');
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/user/payment-info')).status).toBe(401);
    expect((await call('POST', '/api/user/payment-info', undefined, handles)).status).toBe(401);
    expect((await call('DELETE', '/api/user/payment-info')).status).toBe(401);
  });
});

async function groupWithMember() {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const member = await registerUser(ctx.app, { name: 'Mo Member' });
  const group = await createGroup(ctx.app, admin);
  await joinGroup(ctx.app, member, group.inviteCode);
  return { admin, member, group };
}

describe.each(['/api/admin/groups', '/admin/groups'])('group payment info at %s', (prefix) => {
  it('admins save all handles; members see only the displayed ones', async () => {
    const { admin, member, group } = await groupWithMember();
    const url = `${prefix}/${group.id}/payment-info`;
    const none = await call<AdminPaymentInfoResponse>('GET', url, member.token);
    expect(none.body).toEqual({ hasPaymentInfo: false, paymentInfo: null, canEdit: false });

    const saved = await call<AdminPaymentInfoResponse>('POST', url, admin.token, {
      ...handles,
      otherPaymentInfo: 'Cash at the clubhouse',
      displayCashapp: false,
      displayOther: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.paymentInfo).toMatchObject({
      cashappHandle: '$sampays',
      displayVenmo: true,
      displayCashapp: false,
      displayZelle: true,
      displayOther: false,
    });

    const seenByMember = await call<AdminPaymentInfoResponse>('GET', url, member.token);
    expect(seenByMember.body.canEdit).toBe(false);
    expect(seenByMember.body.paymentInfo).toMatchObject({
      venmoHandle: '@sam-pays',
      cashappHandle: null,
      otherPaymentInfo: null,
      zelleEmail: 'sam@example.com',
    });
    const seenByAdmin = await call<AdminPaymentInfoResponse>('GET', url, admin.token);
    expect(seenByAdmin.body.paymentInfo?.otherPaymentInfo).toBe('Cash at the clubhouse');
    expect(seenByAdmin.body.canEdit).toBe(true);
  });

  it('only admins change it; strangers cannot see it', async () => {
    const { admin, member, group } = await groupWithMember();
    const stranger = await registerUser(ctx.app);
    const url = `${prefix}/${group.id}/payment-info`;
    await call('POST', url, admin.token, { venmoHandle: '@admin' });

    const byMember = await call('POST', url, member.token, { venmoHandle: '@member' });
    expect(byMember).toEqual({
      status: 403,
      body: { error: 'Only group admins can change payment information' },
    });
    expect((await call('DELETE', url, member.token)).status).toBe(403);
    expect((await call('GET', url, stranger.token)).status).toBe(404);
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', `${prefix}/abc/payment-info`, admin.token)).status).toBe(400);
    expect((await call('GET', `${prefix}/999999/payment-info`, admin.token)).status).toBe(404);

    const kept = await call<AdminPaymentInfoResponse>('GET', url, admin.token);
    expect(kept.body.paymentInfo?.venmoHandle).toBe('@admin');

    expect((await call('DELETE', url, admin.token)).status).toBe(200);
    const gone = await call<AdminPaymentInfoResponse>('GET', url, admin.token);
    expect(gone.body.hasPaymentInfo).toBe(false);
  });

  it("lists members' own handles for admins only", async () => {
    const { admin, member, group } = await groupWithMember();
    await call('POST', '/api/user/payment-info', member.token, { venmoHandle: '@mo' });
    const url = `${prefix}/${group.id}/members/payment-info`;
    const list = await call<MembersPaymentInfoResponse>('GET', url, admin.token);
    expect(list.status).toBe(200);
    expect(list.body.members).toEqual([
      {
        userId: admin.user.id,
        userName: 'Ada Admin',
        userEmail: admin.user.email,
        role: 'admin',
        paymentInfo: null,
      },
      {
        userId: member.user.id,
        userName: 'Mo Member',
        userEmail: member.user.email,
        role: 'member',
        paymentInfo: expect.objectContaining({ venmoHandle: '@mo', cashappHandle: null }),
      },
    ]);
    const byMember = await call('GET', url, member.token);
    expect(byMember.status).toBe(403);
    expect(JSON.stringify(byMember.body)).not.toContain('@mo');
  });
});
