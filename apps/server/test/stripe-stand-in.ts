import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local stand-in of the few Stripe API calls the `stripe` payment provider makes, so the
 * official SDK can be exercised without a network: create and retrieve a PaymentIntent. The
 * shapes follow Stripe's documented API (the PaymentIntent object, the error body, the event
 * object); the tests move an intent along (succeed, decline) the way a card payment would.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_fairway_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_fairway_stand_in';

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

const randomId = (bytes: number) => randomBytes(bytes).toString('hex');
const now = () => Math.floor(Date.now() / 1000);

/** Starts the stand-in on 127.0.0.1 and a free port. */
export async function startStripeStandIn(
  secretKey: string = STAND_IN_SECRET_KEY,
): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: RecordedRequest[] = [];

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

  const handle = (request: IncomingMessage, body: string, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const authorization = request.headers.authorization;
    const idempotencyKey = header(request, 'idempotency-key');
    const form = parseStripeForm(body || url.search.slice(1));
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      authorization,
      idempotencyKey,
      form,
    });

    if (authorization !== `Bearer ${secretKey}`)
      return send(response, 401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${redact(authorization)}`,
        },
      });

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      // Stripe answers a retried request (same Idempotency-Key) with the first result.
      const replayed = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
      if (replayed) return send(response, 200, find(replayed));
      const created = create(form);
      if (typeof created === 'string')
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'parameter_invalid',
            param: created,
            message: `Invalid ${created}`,
          },
        });
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, created.id);
      return send(response, 200, created);
    }

    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const id = decodeURIComponent(match[1]!);
      const intent = intents.get(id);
      if (intent) return send(response, 200, intent);
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${id}'`,
        },
      });
    }

    return send(response, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      },
    });
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    intent: find,
    update,
    succeed: (id) =>
      update(id, {
        status: 'succeeded',
        amount_received: find(id).amount,
        latest_charge: `ch_${randomId(12)}`,
        payment_method: `pm_${randomId(12)}`,
        last_payment_error: null,
      }),
    decline: (id) =>
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
    forget: (id) => void intents.delete(id),
    event: (type, object) =>
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
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Starts a stand-in before the file's tests (register it before useTestApp) and stops it after. */
export function useStripeStandIn(secretKey?: string): { current: StripeStandIn } {
  const holder = {} as { current: StripeStandIn };
  beforeAll(async () => {
    holder.current = await startStripeStandIn(secretKey);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

/**
 * Decodes a body form-encoded the way Stripe's SDKs send it: `metadata[key]=value` becomes an
 * object, `list[0]=a` (or `list[]=a`) an array.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!nested) {
      result[key] = value;
      continue;
    }
    const [, name, inner] = nested as unknown as [string, string, string];
    if (inner === '' || /^\d+$/.test(inner)) {
      const list = (result[name] ??= []) as string[];
      list[inner === '' ? list.length : Number(inner)] = value;
    } else {
      ((result[name] ??= {}) as Record<string, string>)[inner] = value;
    }
  }
  return result;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function redact(authorization: string | undefined): string {
  const key = authorization?.replace(/^Bearer /, '') ?? '';
  return key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}` : key;
}

function send(response: ServerResponse, status: number, body: object) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
    'request-id': `req_${randomId(8)}`,
    // Stripe tells its SDKs not to retry a request that failed for a reason of its own.
    ...(status >= 400 && { 'stripe-should-retry': 'false' }),
  });
  response.end(json);
}
