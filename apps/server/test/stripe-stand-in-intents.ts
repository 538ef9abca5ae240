import type { StandInIntent } from './stripe-stand-in-types';
import { now, randomId } from './stripe-stand-in-wire';

/**
 * The PaymentIntents one Stripe stand-in holds, and the ways the tests move them along (succeed,
 * decline) the way a card payment would.
 */
export function intentStore() {
  const intents = new Map<string, StandInIntent>();

  const find = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`the Stripe stand-in has no payment intent ${id}`);
    return intent;
  };
  const update = (id: string, patch: Partial<StandInIntent>) => {
    const intent = { ...find(id), ...patch };
    intents.set(id, intent);
    return intent;
  };

  /** A new intent from a create request's form, or the name of the parameter that is wrong. */
  const create = (form: Record<string, unknown>): StandInIntent | string => {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1) return 'amount';
    if (typeof form.currency !== 'string') return 'currency';
    const id = `pi_${randomId(12)}`;
    const metadata = (form.metadata ?? {}) as Record<string, string>;
    const types = form.payment_method_types;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId(12)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: form.currency.toLowerCase(),
      customer: null,
      description: typeof form.description === 'string' ? form.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: { ...metadata },
      next_action: null,
      payment_method: null,
      payment_method_types: Array.isArray(types) ? (types as string[]) : ['card'],
      receipt_email: null,
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    return intent;
  };

  return {
    /** The stored intent, or undefined. */
    get: (id: string) => intents.get(id),
    find,
    update,
    create,
    succeed: (id: string) =>
      update(id, {
        status: 'succeeded',
        amount_received: find(id).amount,
        latest_charge: `ch_${randomId(12)}`,
        payment_method: `pm_${randomId(12)}`,
        last_payment_error: null,
      }),
    decline: (id: string) =>
      update(id, {
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    forget: (id: string) => void intents.delete(id),
  };
}

/** A webhook event body (an Event object, as JSON) carrying `object`. */
export const eventBody = (type: string, object: object) =>
  JSON.stringify({
    id: `evt_${randomId(12)}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: `req_${randomId(8)}`, idempotency_key: null },
    type,
  });
