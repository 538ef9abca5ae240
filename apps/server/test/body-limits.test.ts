import { describe, expect, it } from 'vitest';
import { BODY_TOO_DEEP_MESSAGE, DEFAULT_BODY_LIMIT, MAX_BODY_DEPTH } from '../src/http/body-limits';
import { passwordWork } from '../src/security/passwords';
import { ADMIN, bearer, loginAs, useTestApp } from './helpers';

const ctx = useTestApp({ season: false });

/** Routes whose bodies may be larger than the default (http/body-limits.ts), or not JSON. */
const LARGER = [
  /^\/api\/group-admin\/:groupId\/tournaments(\/:tournamentId)?$/,
  /^\/api\/auth\/passkey\//,
  /^\/api\/admin\/tournament\/:id\/tiers$/,
  /^\/api\/stripe\/webhook$/,
  // CSV uploads: multipart, with their own limits (modules/csv-imports/upload.ts).
  /\/csv-import|\/import|\/upload/,
];

/** JSON text of `bytes` bytes: one long string field. */
const bodyOf = (bytes: number) => `{"name":"${'x'.repeat(bytes - 11)}"}`;
/** An array nested `depth` deep. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('request bodies', () => {
  it('are limited to a few KiB on every route but the few listed: 413 before the body is read', async () => {
    const admin = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    const withBodies = ctx.app.routeTable.filter(
      (route) => route.method !== 'GET' && !LARGER.some((larger) => larger.test(route.url)),
    );
    expect(withBodies.length).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const route of withBodies) {
      const answer = await ctx.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: bodyOf(DEFAULT_BODY_LIMIT + 1),
      });
      if (answer.statusCode === 413) refused.push(route.url);
      else expect(`${route.method} ${route.url}: ${answer.statusCode}`).toBe('refused with 413');
    }
    expect(refused).toHaveLength(withBodies.length);
    // Just under the limit is read (and then judged on what it says).
    const fits = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(DEFAULT_BODY_LIMIT - 10),
    });
    expect(fits.statusCode).toBe(400);
  });

  it('lets the routes listed take their larger bodies', async () => {
    const admin = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
    const tiers = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/tournament/999999/tiers',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: bodyOf(100 * 1024),
    });
    expect(tiers.statusCode).not.toBe(413);
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/group-admin/999999/tournaments/1',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ custom_rules: 'é'.repeat(2000) }),
    });
    expect(settings.statusCode).not.toBe(413);
  });

  it(`refuses nesting deeper than ${MAX_BODY_DEPTH} with 400 before parsing, and does no work`, async () => {
    const hashes = passwordWork.done;
    for (const payload of [
      nested(MAX_BODY_DEPTH + 1),
      `{"email":"a@example.com","password":${nested(4000)}}`,
      `{"a":${'{"a":'.repeat(MAX_BODY_DEPTH)}1${'}'.repeat(MAX_BODY_DEPTH)}}`,
    ]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 400,
        body: { error: BODY_TOO_DEEP_MESSAGE },
      });
    }
    expect(passwordWork.done).toBe(hashes);
    // Brackets inside strings are text, not nesting; up to the limit is parsed as usual.
    for (const payload of [
      JSON.stringify({ email: 'a@example.com', password: '[[[[[[[[[[[[[[[[[[[[[[[[[[[' }),
      `{"email":"a@example.com","password":"x","deep":${nested(MAX_BODY_DEPTH - 1)}}`,
    ]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.json()).not.toEqual({ error: BODY_TOO_DEEP_MESSAGE });
    }
  });
});
