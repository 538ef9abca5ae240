/**
 * Card payments go through this interface (docs/rules.md, "The platform fee"): `stripe` in
 * production, `fake` for development, tests and the demo. The server never trusts the browser about
 * a payment: it asks the provider (or reads a signed webhook) before marking anything paid.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  metadata: Record<string, string>;
  description: string;
}

/** A webhook event the server acts on; anything else is acknowledged and ignored. */
export type PaymentEvent =
  | { type: 'payment_intent.succeeded'; intent: PaymentIntent }
  | { type: 'payment_intent.payment_failed'; intent: PaymentIntent }
  | { type: 'ignored'; eventType: string };

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'fake' | 'stripe';
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** The intent as the provider knows it now; null when the provider has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Verifies the signature of a webhook body; throws WebhookSignatureError when it is forged. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
