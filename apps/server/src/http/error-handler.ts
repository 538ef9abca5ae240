import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/unavailable';
import { reportRequestFailure } from '../monitoring/error-reporting';
import { DomainError, type FailureKind } from '../lib/domain-errors';

/** The one place a domain failure becomes an HTTP status. */
const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  'not-signed-in': 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many-attempts': 429,
  'upstream-failed': 502,
  unavailable: 503,
  busy: 503,
};

const contextNames: Record<string, string> = {
  body: 'Request body',
  params: 'Path',
  querystring: 'Query string',
  headers: 'Headers',
};

/**
 * The one error handler (unknown routes are answered in static-web.ts): every failure leaves as `{"error": message}` with its status.
 * Client mistakes (bad JSON, wrong types, too large) are 4xx with a clear message;
 * only real server faults are 500, and their details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined)
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(statusOf[error.kind]).send({ ...error.details, error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ error: describeValidationError(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: clientErrorMessage(error, status) });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry, the server stays up and recovers by itself.
      request.log.warn({ err: error, req: request }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
    }
    // The request's method and URL (secret query values redacted) say which one failed.
    request.log.error({ err: error, req: request }, 'request failed');
    reportRequestFailure(error, request);
    return reply.status(500).send({ error: 'Internal server error' });
  });
}

function describeValidationError(
  issues: { instancePath: string; message?: string; params?: Record<string, unknown> }[],
  context: string | undefined,
): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const where = contextNames[context ?? 'body'] ?? 'Request';
  const issue = first.params?.issue as { code?: string; input?: unknown } | undefined;
  // A missing or non-object body is reported once, plainly, instead of zod's wording.
  if (first.instancePath === '' && issue?.code === 'invalid_type')
    return `${where} must be a JSON object`;
  const message = first.message ?? 'is invalid';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Messages written for people (from the contract) stand alone; zod's own generic ones get the field name.
  const isZodDefault =
    /^(Invalid (input|option|string|key|union|element|value|type)|Too (big|small)|Unrecognized)/.test(
      message,
    );
  if (!isZodDefault) return message;
  return field ? `${field}: ${message}` : `${where}: ${message}`;
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 413 ? 'Request body is too large' : error.message || 'Bad request';
  }
}
