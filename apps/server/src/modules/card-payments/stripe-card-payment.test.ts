import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../../test/helpers';
import { STAND_IN_SECRET_KEY } from '../../../test/stripe-stand-in';
import { UNPAID, useStripePayments } from './stripe-payments-helpers';

const {
  confirm,
  createIntent,
  ctx,
  payingGroup,
  payingGroupWithIntent,
  sendWebhook,
  signedEvent,
  state,
  stripe,
} = useStripePayments();

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
});
