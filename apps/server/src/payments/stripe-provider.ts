import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentProvider,
} from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Only set by the tests, to reach a local stand-in of the Stripe API. */
  apiUrl?: string | undefined;
}

/** Card payments through Stripe's official SDK; a signed webhook is the source of truth. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.#stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const intent = await this.#stripe.paymentIntents.create({
      amount: input.amountCents,
      currency: input.currency,
      description: input.description,
      metadata: input.metadata,
      payment_method_types: ['card'],
    });
    return present(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return present(await this.#stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return null;
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.settings.webhookSecret)
      throw new WebhookSignatureError('Webhook signing secret is not configured');
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError('Invalid webhook signature');
    }
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed')
      return { type: event.type, intent: present(event.data.object) };
    return { type: 'ignored', eventType: event.type };
  }
}

function present(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  };
}
