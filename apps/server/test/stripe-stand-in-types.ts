/** The objects of the Stripe stand-in (stripe-stand-in.ts), as Stripe's API shapes them. */

export type StandInStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** A PaymentIntent as Stripe's API returns it (the fields the stand-in knows about). */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: {
    type: 'card_error';
    code: string;
    decline_code: string;
    message: string;
  } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: StandInStatus;
}

/** One request the stand-in received; `form` is the form-encoded body, decoded. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, unknown>;
}

export interface StripeStandIn {
  /** The base URL to give the SDK (StripeSettings.apiUrl). */
  readonly url: string;
  readonly secretKey: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** The stored intent; throws when the stand-in has none with that id. */
  intent(id: string): StandInIntent;
  /** The payment went through: status succeeded, amount received, a charge. */
  succeed(id: string): StandInIntent;
  /** The card was declined: Stripe puts the intent back to requires_payment_method. */
  decline(id: string): StandInIntent;
  /** Any other change (status, amount...), as the Dashboard or API could make. */
  update(id: string, patch: Partial<StandInIntent>): StandInIntent;
  /** Forgets an intent, as if it had never existed in this account. */
  forget(id: string): void;
  /** A webhook event body (an Event object, as JSON) carrying `object`. */
  event(type: string, object: object): string;
  close(): Promise<void>;
}
