import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { helmetHeaders } from '../src/http/security-headers';
import { createSimulator } from '../src/golf-data/simulator';
import { ManualClock } from '../src/lib/clock';
import { TEST_ANCHOR_DATE, TEST_NOW, useTestApp } from './helpers';

/** HTTP behaviour shared by every route: headers, the web app, the API docs. */
const ctx = useTestApp({ season: false });

describe('security headers', () => {
  it('sends a strict content security policy and the usual hardening headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/tournaments' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('sends the same hardening headers on refusals and unknown paths as on answers', async () => {
    const hardening = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        ['content-security-policy', 'x-frame-options', 'x-content-type-options'].map((name) => [
          name,
          headers[name],
        ]),
      );
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/tournaments' });
    const refusal = await ctx.app.inject({ method: 'GET', url: '/api/pool-groups' });
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(refusal.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    expect(hardening(answer.headers)['x-frame-options']).toBe('SAMEORIGIN');
    expect(hardening(refusal.headers)).toEqual(hardening(answer.headers));
    expect(hardening(unknown.headers)).toEqual(hardening(answer.headers));
  });

  it('throws on a content security policy helmet rejects', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self';"] } } }),
    ).toThrow();
  });

  it('compresses large responses for clients that accept gzip', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('documents the API from the contract schemas at /api/docs', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/tournaments',
        '/api/tournament/{id}/leaderboard',
      ]),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('serving the web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'fairway-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><title>Fairway</title><div id="root"></div>',
    );
    writeFileSync(
      join(webRoot, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    const clock = new ManualClock(TEST_NOW);
    const golf = createSimulator({ seed: 'web', anchorDate: TEST_ANCHOR_DATE, clock });
    app = await buildApp({ config: ctx.config, database: ctx.database, golf, clock, webRoot });
  });
  afterAll(() => app?.close());

  it('answers client-side routes with index.html, revalidated on every visit', async () => {
    for (const path of [
      '/',
      '/leaderboard',
      '/groups/12/tournament/3/standings',
      '/no/such/page',
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('keeps unknown /api paths as JSON 404s, never the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Route GET /api/nope not found' });
    expect((await app.inject({ method: 'POST', url: '/leaderboard' })).statusCode).toBe(404);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
  });
});
