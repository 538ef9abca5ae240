import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../lib/domain-errors';

const KiB = 1024;

/**
 * Every JSON body's size limit unless its route is listed below: a few KiB hold the longest text
 * field any body has (2,000 characters, at up to three bytes each) with room to spare. Bigger
 * bodies are refused with 413 before they are read to the end.
 */
export const DEFAULT_BODY_LIMIT = 8 * KiB;

/** The routes whose bodies are larger by nature, and how large they may be. */
const LARGER_BODIES: { path: RegExp; limit: number }[] = [
  // A group tournament's custom rules (2,000 characters) with its other settings.
  { path: /^\/api\/group-admin\/:groupId\/tournaments(\/:tournamentId)?$/, limit: 16 * KiB },
  // A passkey's attestation or assertion can carry a certificate chain.
  { path: /^\/api\/auth\/passkey\//, limit: 64 * KiB },
  // A whole field's tiers, 150 golfers and more with their names and odds.
  { path: /^\/api\/admin\/tournament\/:id\/tiers$/, limit: 256 * KiB },
  // Stripe's events are Stripe's to size (its raw body is read by its own route).
  { path: /^\/api\/stripe\/webhook$/, limit: 1024 * KiB },
];

/** The largest any route allows (the server's own bodyLimit, the outer cap). */
export const LARGEST_BODY_LIMIT = Math.max(...LARGER_BODIES.map(({ limit }) => limit));

/**
 * Deeper than any body of the API (a tier list is four levels deep): parsing and walking a body
 * nested thousands deep costs the main thread far more than its size suggests.
 */
export const MAX_BODY_DEPTH = 16;
export const BODY_TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/**
 * Gives each route its body limit (a route that sets its own keeps it; multipart uploads have
 * their own limits in modules/csv-imports/upload.ts), and reads JSON bodies through a check of
 * their nesting depth: a body nested too deeply is a 400 before it is parsed.
 */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??=
      LARGER_BODIES.find(({ path }) => path.test(route.url))?.limit ?? DEFAULT_BODY_LIMIT;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, MAX_BODY_DEPTH))
      return done(invalidInput(BODY_TOO_DEEP_MESSAGE), undefined);
    parseJson(request, body as string, done);
  });
}

/** Whether JSON text opens more than `max` arrays or objects inside each other: one pass, no parse. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
