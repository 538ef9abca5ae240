import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedJson } from './rendered-json';

/**
 * Sends a rendered body: 304 when the client already has this version, gzip when it accepts
 * it. The body was built from the contract's types, so the route's response schema is not
 * applied again per request.
 */
export function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: RenderedJson,
  cacheControl: string,
) {
  reply
    .header('etag', rendered.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding, authorization');
  if (request.headers['if-none-match'] === rendered.etag)
    return reply.status(304).send(undefined as never);
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return reply.header('content-encoding', 'gzip').send(rendered.gzip as never);
  return reply.send(rendered.json as never);
}
