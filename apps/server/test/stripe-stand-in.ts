import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { eventBody, intentStore } from './stripe-stand-in-intents';
import type { RecordedRequest, StripeStandIn } from './stripe-stand-in-types';
import { header, parseStripeForm, redact, send } from './stripe-stand-in-wire';

/**
 * A local stand-in of the few Stripe API calls the `stripe` payment provider makes, so the
 * official SDK can be exercised without a network: create and retrieve a PaymentIntent. The
 * shapes follow Stripe's documented API (the PaymentIntent object, the error body, the event
 * object); the tests move an intent along (succeed, decline) the way a card payment would.
 * The intents are kept in stripe-stand-in-intents.ts, the wire format in stripe-stand-in-wire.ts.
 */

export const STAND_IN_SECRET_KEY = 'sk_test_fairway_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_fairway_stand_in';

export type {
  RecordedRequest,
  StandInIntent,
  StandInStatus,
  StripeStandIn,
} from './stripe-stand-in-types';
export { parseStripeForm } from './stripe-stand-in-wire';

/** Starts the stand-in on 127.0.0.1 and a free port. */
export async function startStripeStandIn(
  secretKey: string = STAND_IN_SECRET_KEY,
): Promise<StripeStandIn> {
  const intents = intentStore();
  const byIdempotencyKey = new Map<string, string>();
  const requests: RecordedRequest[] = [];

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
      if (replayed) return send(response, 200, intents.find(replayed));
      const created = intents.create(form);
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
    intent: intents.find,
    update: intents.update,
    succeed: intents.succeed,
    decline: intents.decline,
    forget: intents.forget,
    event: eventBody,
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
