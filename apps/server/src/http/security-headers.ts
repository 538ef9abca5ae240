import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's hardening headers (CSP, HSTS, nosniff...) on every response. They are the same for
 * every request, so helmet runs once at start and its headers are replayed. @fastify/helmet
 * rebuilt helmet's middleware, CSP parsing included, on every request: a large share of a busy
 * server's thread in a profile of cached standings under load (docs/performance.md,
 * "2026-11-24"; docs/decisions/0009-security-headers-computed-once.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = Object.entries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: a route that takes the response over (the group
    // event stream) sends them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets, read by running its middleware once against a recording response.
 * Helmet throws on options it rejects. Directives given as functions (per-request nonces)
 * would be frozen at their first value: Fairway's policy has none.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
