import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidInput } from '../lib/domain-errors';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a query given one fails, which was a
 * 500. So every route refuses NUL in the request's path parameters, query string and JSON body
 * (at any depth, in keys too) with a 400 naming where it is, before validation and before the
 * route does anything. CSV uploads are read by their routes: a file holding a NUL byte is
 * refused as not text (modules/csv-imports/parse.ts), and their one form field is a number.
 */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // Last in each route's own list, after the access checks of its plugin and its options:
    // the routes that tell nobody but user 1 anything, not even a 400, keep their word.
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseNulCharacters];
  });
}

export const NUL_CHARACTER_MESSAGE = 'must not contain the NUL character (\\u0000)';

/** The parts of a request that reach routes as text, and how a message names a place in each. */
const PARTS = [
  { part: 'params', field: 'Path parameter ', names: 'Path parameter names' },
  { part: 'query', field: 'Query parameter ', names: 'Query parameter names' },
  { part: 'body', field: '', names: 'Field names' },
] as const;

/**
 * A callback hook rather than an async one: it runs on every request, and most have nothing to
 * walk (no body, empty params and query), so it should cost no promise.
 */
function refuseNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  for (const { part, field, names } of PARTS) {
    const value = request[part];
    // A raw body (the payment webhook's bytes) is not text for the database.
    if (value === undefined || value === null || Buffer.isBuffer(value)) continue;
    const found = findNul(value);
    if (!found) continue;
    const where = found.inKey ? names : found.path ? field + found.path : 'Request body';
    return done(invalidInput(`${where} ${NUL_CHARACTER_MESSAGE}`));
  }
  done();
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

/**
 * Where a NUL is ("tiers.1.0.name", and whether in a key), or null. Iterative: a 1 MiB body can
 * nest half a million arrays deep, more than the call stack allows.
 */
function findNul(root: unknown): { path: string; inKey: boolean } | null {
  const pending: Visit[] = [{ value: root, key: '', parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\0')) return { path: pathOf(visit), inKey: false };
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\0')) return { path: pathOf(visit), inKey: true };
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

const MAX_PATH = 60;

/** The field's dotted path, cut short: the body may nest deep and its keys may be long. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join('.');
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}...` : path;
}
