import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The wire side of the Stripe stand-in: Stripe's ids, form bodies and JSON answers. */

export const randomId = (bytes: number) => randomBytes(bytes).toString('hex');
export const now = () => Math.floor(Date.now() / 1000);

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

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function redact(authorization: string | undefined): string {
  const key = authorization?.replace(/^Bearer /, '') ?? '';
  return key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(8)}${key.slice(-4)}` : key;
}

export function send(response: ServerResponse, status: number, body: object) {
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
