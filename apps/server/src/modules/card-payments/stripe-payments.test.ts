import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type {
  AdminTournamentsResponse,
  CreatePaymentIntentResponse,
  GroupBillingHistoryResponse,
} from '@fairway/contract';
import {
  TEST_NOW,
  apiCaller,
  createGroup,
  injectJson,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';
import { addMembers } from '../../../test/money-helpers';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  useStripeStandIn,
  type StandInIntent,
} from '../../../test/stripe-stand-in';
import { createPaymentProvider } from '../../payments';
import { StripePaymentProvider } from '../../payments/stripe-provider';

// The stand-in starts first, so the app's `stripe` provider (built from the config, as in
// production) can be pointed at it.
const stripe = useStripeStandIn();
const ctx = useTestApp({
  env: {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
  },
  payments: ({ config, database }) =>
    createPaymentProvider(
      { ...config, stripe: { ...config.stripe, apiUrl: stripe.current.url } },
      database.db,
    ),
});
const call = apiCaller(ctx);

/** An 11-member group (a paying one) whose admin has added the season's next tournament. */
async function payingGroup() {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const group = await createGroup(ctx.app, admin, { name: 'Club of 11' });
  const members = await addMembers(ctx.app, group.inviteCode, 10);
  const tournament = (await seasonTournaments(ctx.app)).nearer;
  const added = await call<{ id: number }>(
    'POST',
    `/api/group-admin/${group.id}/tournaments`,
    admin.token,
    { tournament_id: tournament.id },
  );
  expect(added.status).toBe(201);
  const intentBody = {
    group_id: group.id,
    tournament_id: tournament.id,
    group_tournament_id: added.body.id,
  };
  return { admin, group, members, tournament, intentBody };
}

type PayingGroup = Awaited<ReturnType<typeof payingGroup>>;

/** A paying group with a payment intent created through the app. */
async function payingGroupWithIntent() {
  const setup = await payingGroup();
  const intent = await createIntent(setup.admin.token, setup.intentBody);
  expect(intent.status).toBe(200);
  return { ...setup, intentId: intent.body.payment_intent_id };
}

const createIntent = (token: string, body: object) =>
  call<CreatePaymentIntentResponse>('POST', '/api/stripe/create-payment-intent', token, body);
const confirm = (token: string, id: string) =>
  call('POST', '/api/stripe/confirm-payment-manual', token, { payment_intent_id: id });

/** What the group admin sees of the group's tournament, and its billing history. */
async function state({ admin, group }: PayingGroup) {
  const tournaments = await call<AdminTournamentsResponse>(
    'GET',
    `/api/group-admin/${group.id}/tournaments`,
    admin.token,
  );
  const history = await call<GroupBillingHistoryResponse>(
    'GET',
    `/api/billing/group/${group.id}/tournament-history`,
    admin.token,
  );
  expect(tournaments.status).toBe(200);
  expect(history.status).toBe(200);
  const { payment_completed, payment_amount, payment_date, requires_payment } =
    tournaments.body.tournaments[0]!;
  return {
    tournament: { payment_completed, payment_amount, payment_date, requires_payment },
    total_spent: history.body.total_spent,
    transactions: history.body.transactions.map(({ amount, status }) => ({ amount, status })),
  };
}

const UNPAID = {
  tournament: {
    payment_completed: false,
    payment_amount: null,
    payment_date: null,
    requires_payment: true,
  },
  total_spent: 0,
  transactions: [{ amount: 19, status: 'pending' }],
};

/** Sends a webhook the way Stripe does: the raw JSON body and its Stripe-Signature header. */
function sendWebhook(
  payload: string,
  signature: string | undefined,
  contentType = 'application/json; charset=utf-8',
) {
  return injectJson<{ received?: true; error?: string }>(ctx.app, {
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': contentType,
      ...(signature !== undefined && { 'stripe-signature': signature }),
    },
    payload,
  });
}

const sign = (payload: string, secret = STAND_IN_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A correctly signed event from "Stripe" about `intent`. */
function signedEvent(type: string, intent: StandInIntent) {
  const payload = stripe.current.event(type, intent);
  return { payload, signature: sign(payload) };
}

describe('paying a tournament by card (stripe provider, against the Stripe stand-in)', () => {
  it('charges the fee set by the server and marks the tournament paid once, from the webhook', async () => {
    const setup = await payingGroup();
    const { admin, group, tournament, intentBody } = setup;
    expect(await state(setup)).toEqual({ ...UNPAID, transactions: [] });

    // The client may claim anything: the amount comes from the group's size tier.
    const created = await createIntent(admin.token, { ...intentBody, amount: 1 });
    expect(created.status).toBe(200);
    const id = created.body.payment_intent_id;
    const atStripe = stripe.current.intent(id);
    expect(created.body).toEqual({
      client_secret: atStripe.client_secret,
      payment_intent_id: atStripe.id,
      amount: 19,
      currency: 'usd',
    });
    const sent = stripe.current.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(sent.at(-1)).toMatchObject({
      authorization: `Bearer ${STAND_IN_SECRET_KEY}`,
      form: {
        amount: '1900',
        currency: 'usd',
        payment_method_types: ['card'],
        metadata: {
          group_id: String(group.id),
          tournament_id: String(tournament.id),
          group_tournament_id: String(intentBody.group_tournament_id),
          user_id: String(admin.user.id),
        },
      },
    });
    expect(atStripe).toMatchObject({ amount: 1900, currency: 'usd' });

    // Before Stripe says the payment succeeded, nothing is paid.
    const early = await confirm(admin.token, id);
    expect(early.status).toBe(400);
    expect(stripe.current.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${id}`,
    });
    expect(await state(setup)).toEqual(UNPAID);

    // The card is charged, and Stripe's signed webhook activates the tournament.
    const event = signedEvent('payment_intent.succeeded', stripe.current.succeed(id));
    expect(await sendWebhook(event.payload, event.signature)).toEqual({
      status: 200,
      body: { received: true },
    });
    const paid = await state(setup);
    expect(paid).toEqual({
      tournament: {
        payment_completed: true,
        payment_amount: 19,
        payment_date: TEST_NOW.toISOString(),
        requires_payment: false,
      },
      total_spent: 19,
      transactions: [{ amount: 19, status: 'completed' }],
    });

    // Replays change nothing, even later: not the webhook (Stripe retries), nor a confirm.
    ctx.clock.advance(60 * 60 * 1000);
    try {
      expect((await sendWebhook(event.payload, event.signature)).status).toBe(200);
      const resent = signedEvent('payment_intent.succeeded', stripe.current.intent(id));
      expect((await sendWebhook(resent.payload, resent.signature)).status).toBe(200);
      expect(await confirm(admin.token, id)).toEqual({
        status: 200,
        body: {
          success: true,
          payment_completed: true,
          message: 'Payment successful! Tournament has been activated.',
        },
      });
      expect(await state(setup)).toEqual(paid);
    } finally {
      ctx.clock.set(TEST_NOW);
    }

    // Once paid, no second charge can be started.
    const before = stripe.current.requests.length;
    expect(await createIntent(admin.token, intentBody)).toEqual({
      status: 409,
      body: { error: 'This tournament is already paid' },
    });
    expect(stripe.current.requests).toHaveLength(before);
  });

  it('confirm-payment-manual marks it paid once Stripe says the payment succeeded', async () => {
    const setup = await payingGroupWithIntent();
    stripe.current.decline(setup.intentId);
    expect((await confirm(setup.admin.token, setup.intentId)).status).toBe(400);
    expect(await state(setup)).toEqual(UNPAID);

    stripe.current.succeed(setup.intentId);
    expect((await confirm(setup.admin.token, setup.intentId)).status).toBe(200);
    const paid = await state(setup);
    expect(paid.tournament).toMatchObject({ payment_completed: true, payment_amount: 19 });
    expect(paid.transactions).toEqual([{ amount: 19, status: 'completed' }]);

    // The webhook that follows changes nothing.
    const event = signedEvent('payment_intent.succeeded', stripe.current.intent(setup.intentId));
    expect((await sendWebhook(event.payload, event.signature)).status).toBe(200);
    expect(await state(setup)).toEqual(paid);

    // Only the group's admin can confirm it, and only for a payment the server started.
    expect((await confirm(setup.members[0]!.token, setup.intentId)).status).toBe(404);
    expect((await confirm(setup.admin.token, 'pi_unknown')).status).toBe(404);
  });

  it('rejects a webhook whose signature does not hold, and changes nothing', async () => {
    const setup = await payingGroupWithIntent();
    const intent = stripe.current.succeed(setup.intentId);
    const payload = stripe.current.event('payment_intent.succeeded', intent);
    const stale = Math.floor(Date.now() / 1000) - 600;
    const forgeries: [string, string, string | undefined][] = [
      ['another secret', payload, sign(payload, 'whsec_forger')],
      ['made up', payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`],
      ['no signature', payload, undefined],
      [
        'tampered body',
        payload.replace(/"status":"succeeded"/, '"status":"succeeded" '),
        sign(payload),
      ],
      [
        'old timestamp',
        payload,
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STAND_IN_WEBHOOK_SECRET,
          timestamp: stale,
        }),
      ],
    ];
    for (const [why, body, signature] of forgeries) {
      const response = await sendWebhook(body, signature);
      expect(response.status, why).toBe(400);
      expect(response.body, why).toEqual({ error: expect.any(String) });
    }
    // Re-serialised JSON (not the exact bytes that were signed) fails too.
    const reparsed = JSON.stringify(JSON.parse(payload), null, 2);
    expect((await sendWebhook(reparsed, sign(payload))).status).toBe(400);
    expect(await state(setup)).toEqual(UNPAID);

    // The genuine event still works afterwards.
    expect((await sendWebhook(payload, sign(payload))).status).toBe(200);
    expect((await state(setup)).tournament.payment_completed).toBe(true);
  });

  it('does not mark it paid when the paid amount or currency differ from the fee', async () => {
    const setup = await payingGroupWithIntent();
    const intent = stripe.current.succeed(setup.intentId);
    for (const wrong of [
      { ...intent, amount: 100, amount_received: 100 },
      { ...intent, currency: 'eur' },
    ]) {
      const event = signedEvent('payment_intent.succeeded', wrong);
      const response = await sendWebhook(event.payload, event.signature);
      // Acknowledged (Stripe would redeliver anything else for days), logged, and not paid.
      expect(response).toEqual({ status: 200, body: { received: true } });
    }
    expect(await state(setup)).toEqual(UNPAID);

    // Asked directly, Stripe reports the changed amount: still not paid.
    stripe.current.update(setup.intentId, { amount: 1000, amount_received: 1000 });
    expect((await confirm(setup.admin.token, setup.intentId)).status).toBe(409);
    expect(await state(setup)).toEqual(UNPAID);
  });

  it('records a failed payment, and a later successful retry still activates the tournament', async () => {
    const setup = await payingGroupWithIntent();
    const failed = signedEvent(
      'payment_intent.payment_failed',
      stripe.current.decline(setup.intentId),
    );
    expect((await sendWebhook(failed.payload, failed.signature)).status).toBe(200);
    const afterFailure = await state(setup);
    expect(afterFailure).toEqual({ ...UNPAID, transactions: [{ amount: 19, status: 'failed' }] });
    // Stripe retries its deliveries: the same event again changes nothing.
    expect((await sendWebhook(failed.payload, failed.signature)).status).toBe(200);
    expect(await state(setup)).toEqual(afterFailure);
    expect((await confirm(setup.admin.token, setup.intentId)).status).toBe(400);

    // The admin tries another card on the same intent, and it goes through.
    const succeeded = signedEvent(
      'payment_intent.succeeded',
      stripe.current.succeed(setup.intentId),
    );
    expect((await sendWebhook(succeeded.payload, succeeded.signature)).status).toBe(200);
    expect(await state(setup)).toMatchObject({
      tournament: { payment_completed: true, payment_amount: 19 },
      transactions: [{ amount: 19, status: 'completed' }],
    });

    // A late failure event for the same intent does not undo the payment.
    expect((await sendWebhook(failed.payload, failed.signature)).status).toBe(200);
    expect(await state(setup)).toMatchObject({
      tournament: { payment_completed: true },
      transactions: [{ amount: 19, status: 'completed' }],
    });
  });

  it('acknowledges, and ignores, events for payments the server did not start', async () => {
    const setup = await payingGroupWithIntent();
    // A payment made in the same Stripe account outside Fairway, even one whose metadata
    // names this group's tournament, settles nothing.
    const outside = new StripePaymentProvider({
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      apiUrl: stripe.current.url,
    });
    const elsewhere = await outside.createIntent({
      amountCents: 1900,
      currency: 'usd',
      description: 'not from Fairway',
      metadata: {
        group_id: String(setup.group.id),
        tournament_id: String(setup.tournament.id),
        group_tournament_id: String(setup.intentBody.group_tournament_id),
      },
    });
    for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed']) {
      const event = signedEvent(type, stripe.current.succeed(elsewhere.id));
      expect(await sendWebhook(event.payload, event.signature)).toEqual({
        status: 200,
        body: { received: true },
      });
    }
    // Other event types are acknowledged too.
    const other = signedEvent('charge.succeeded', stripe.current.intent(elsewhere.id));
    expect((await sendWebhook(other.payload, other.signature, 'application/json')).status).toBe(
      200,
    );
    expect(await state(setup)).toEqual(UNPAID);
  });
});
