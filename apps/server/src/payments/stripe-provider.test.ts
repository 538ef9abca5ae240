import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in';
import { WebhookSignatureError } from './provider';
import { StripePaymentProvider } from './stripe-provider';

let standIn: StripeStandIn;
let provider: StripePaymentProvider;
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
const parse = (payload: string, signature: string | undefined, on = provider) =>
  on.parseWebhook(Buffer.from(payload), signature);

const input = {
  amountCents: 1900,
  currency: 'usd' as const,
  description: 'Fairway platform fee: Club, The Open',
  metadata: { group_id: '7', tournament_id: '3', group_tournament_id: '12', user_id: '4' },
};

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  provider = new StripePaymentProvider({
    secretKey: standIn.secretKey,
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    apiUrl: standIn.url,
  });
  standIn.requests.length = 0;
});

describe('StripePaymentProvider against the Stripe stand-in', () => {
  it('creates an intent through the SDK and reads it back', async () => {
    const created = await provider.createIntent(input);
    expect(created).toEqual({
      id: expect.stringMatching(/^pi_\w+$/),
      clientSecret: expect.stringMatching(new RegExp(`^${created.id}_secret_\\w+$`)),
      status: 'requires_payment_method',
      amountCents: 1900,
      currency: 'usd',
      metadata: input.metadata,
    });

    // What went over the wire: the SDK's form encoding, the secret key, an idempotency key.
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        authorization: `Bearer ${standIn.secretKey}`,
        idempotencyKey: expect.any(String),
        form: {
          amount: '1900',
          currency: 'usd',
          description: input.description,
          metadata: input.metadata,
          payment_method_types: ['card'],
        },
      },
    ]);

    expect(await provider.retrieveIntent(created.id)).toEqual(created);
    standIn.succeed(created.id);
    expect(await provider.retrieveIntent(created.id)).toEqual({
      ...created,
      status: 'succeeded',
    });
    standIn.decline(created.id);
    expect((await provider.retrieveIntent(created.id))?.status).toBe('requires_payment_method');
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_intents/${created.id}`,
    });
  });

  it('answers null for an intent Stripe does not know', async () => {
    expect(await provider.retrieveIntent('pi_does_not_exist')).toBeNull();
  });

  it('throws, without retrying, when the secret key is wrong', async () => {
    const wrongKey = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      apiUrl: standIn.url,
    });
    await expect(wrongKey.createIntent(input)).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const { id } = await provider.createIntent(input);
    await expect(wrongKey.retrieveIntent(id)).rejects.toMatchObject({ statusCode: 401 });
    expect(standIn.requests.filter((r) => r.authorization === 'Bearer sk_test_wrong')).toHaveLength(
      2,
    );
  });
});

describe('StripePaymentProvider.parseWebhook', () => {
  async function paidIntent() {
    const { id } = await provider.createIntent(input);
    return standIn.succeed(id);
  }

  it('parses a correctly signed payment_intent.succeeded event', async () => {
    const intent = await paidIntent();
    const payload = standIn.event('payment_intent.succeeded', intent);
    expect(parse(payload, sign(payload))).toEqual({
      type: 'payment_intent.succeeded',
      intent: {
        id: intent.id,
        clientSecret: intent.client_secret,
        status: 'succeeded',
        amountCents: 1900,
        currency: 'usd',
        metadata: input.metadata,
      },
    });
  });

  it('parses payment_intent.payment_failed and ignores other event types', async () => {
    const { id } = await provider.createIntent(input);
    const declined = standIn.decline(id);
    const failed = standIn.event('payment_intent.payment_failed', declined);
    expect(parse(failed, sign(failed))).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: { id, status: 'requires_payment_method' },
    });
    for (const type of ['payment_intent.created', 'charge.succeeded', 'customer.created']) {
      const payload = standIn.event(type, declined);
      expect(parse(payload, sign(payload))).toEqual({ type: 'ignored', eventType: type });
    }
  });

  it('rejects every event whose signature does not hold', async () => {
    const intent = await paidIntent();
    const payload = standIn.event('payment_intent.succeeded', intent);
    const tampered = payload.replace('"amount":1900', '"amount":1');
    expect(tampered).not.toBe(payload);
    const fiveMinutesAndMore = Math.floor(Date.now() / 1000) - 301;
    const signature = sign(payload);
    const rejected: [string, string, string | undefined][] = [
      ['forged (another secret)', payload, sign(payload, { secret: 'whsec_forger' })],
      ['made up', payload, 't=1700000000,v1=' + 'ab'.repeat(32)],
      ['garbage', payload, 'not a signature'],
      ['missing', payload, undefined],
      ['empty', payload, ''],
      ['tampered body', tampered, signature],
      ['old timestamp', payload, sign(payload, { timestamp: fiveMinutesAndMore })],
    ];
    for (const [why, body, header] of rejected)
      expect(() => parse(body, header), why).toThrow(WebhookSignatureError);
  });

  it('rejects every event when no webhook secret is configured', async () => {
    const intent = await paidIntent();
    const payload = standIn.event('payment_intent.succeeded', intent);
    const unconfigured = new StripePaymentProvider({
      secretKey: standIn.secretKey,
      webhookSecret: undefined,
      apiUrl: standIn.url,
    });
    expect(() => parse(payload, sign(payload), unconfigured)).toThrow(WebhookSignatureError);
    const emptySecret = new StripePaymentProvider({
      secretKey: standIn.secretKey,
      webhookSecret: '',
      apiUrl: standIn.url,
    });
    expect(() => parse(payload, sign(payload, { secret: '' }), emptySecret)).toThrow(
      WebhookSignatureError,
    );
  });
});
