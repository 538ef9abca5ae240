import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from '../../../test/stripe-stand-in';
import { StripePaymentProvider } from '../../payments/stripe-provider';
import { sign, UNPAID, useStripePayments } from './stripe-payments-helpers';

const { stripe, payingGroupWithIntent, confirm, state, sendWebhook, signedEvent } =
  useStripePayments();

describe('paying a tournament by card (stripe provider, against the Stripe stand-in)', () => {
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
