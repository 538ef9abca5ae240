import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  expandStandings,
  type CompactStandingsResponse,
  type StandingsHeadResponse,
  type StandingsResponse,
} from '@fairway/contract';
import { StandingsComposer } from './standings-composer';
import { apiCaller, bearer, useTestApp } from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';

const ctx = useTestApp();
const call = apiCaller(ctx);

/**
 * The standings' shapes on the wire (the default body, `?shape=compact` and `?shape=head`), each
 * with its own ETag, 304 and gzip, all from one scoring of the group. What they say is in
 * standings.test.ts.
 */
describe('standings shapes', () => {
  it('answers 304 to a matching If-None-Match and sends gzip when accepted', async () => {
    const { owner, url } = await groupOnLiveTournament(ctx, 'cut_score', 3);
    const first = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"st-/);
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(owner.token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(owner.token), 'accept-encoding': 'gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
  });

  it('answers ?shape=compact with each golfer once, the same standings, its own ETag', async () => {
    const { owner, url } = await groupOnLiveTournament(ctx, 'cut_score', 6);
    const full = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    const compact = await ctx.app.inject({
      method: 'GET',
      url: `${url}?shape=compact`,
      headers: { ...bearer(owner.token), 'accept-encoding': 'gzip' },
    });
    expect(compact.statusCode).toBe(200);
    const body = JSON.parse(gunzipSync(compact.rawPayload).toString()) as CompactStandingsResponse;
    const ids = body.golfers.map((golfer) => golfer.golferId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.standings[0]).not.toHaveProperty('selections');
    expect(expandStandings(body)).toEqual(full.json());
    expect(compact.headers.etag).not.toBe(full.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `${url}?shape=compact`,
      headers: { ...bearer(owner.token), 'if-none-match': compact.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The default shape's ETag does not stand for the compact body, nor the other way round.
    const crossed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(owner.token), 'if-none-match': compact.headers.etag as string },
    });
    expect(crossed.statusCode).toBe(200);
  });

  it('answers ?shape=head with the first rows compact, the count of all, its own ETag', async () => {
    const { owner, url } = await groupOnLiveTournament(ctx, 'cut_score', 6);
    const full = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    const { standings, tournament, popularity } = full.json<StandingsResponse>();
    const head = await ctx.app.inject({
      method: 'GET',
      url: `${url}?shape=head`,
      headers: bearer(owner.token),
    });
    expect(head.statusCode).toBe(200);
    const body = head.json<StandingsHeadResponse>();
    // Six entries fit in the head: it holds them all (the contract's test cuts a longer one).
    expect(body.totalEntries).toBe(6);
    expect(expandStandings(body).standings).toEqual(standings);
    expect(body.tournament).toEqual(tournament);
    // Every golfer these rows name, which for six entries is every golfer picked.
    expect(body.popularity).toEqual(popularity);
    const compact = await ctx.app.inject({
      method: 'GET',
      url: `${url}?shape=compact`,
      headers: bearer(owner.token),
    });
    expect(new Set([head.headers.etag, compact.headers.etag, full.headers.etag]).size).toBe(3);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `${url}?shape=head`,
      headers: { ...bearer(owner.token), 'if-none-match': head.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('scores a group once for its first rows and its whole body, read a moment apart', async () => {
    const { owner, url } = await groupOnLiveTournament(ctx, 'cut_score', 4);
    const compose = vi.spyOn(StandingsComposer.prototype, 'compose');
    try {
      for (const shape of ['head', 'compact', 'default'])
        expect(
          (
            await ctx.app.inject({
              method: 'GET',
              url: `${url}?shape=${shape}`.replace('?shape=default', ''),
              headers: bearer(owner.token),
            })
          ).statusCode,
        ).toBe(200);
      expect(compose).toHaveBeenCalledTimes(1);
    } finally {
      compose.mockRestore();
    }
  });

  it('refuses a shape it does not know, with a 400', async () => {
    const { owner, url } = await groupOnLiveTournament(ctx, 'cut_score', 2);
    const { status, body } = await call('GET', `${url}?shape=tiny`, owner.token);
    expect(status).toBe(400);
    expect(body.error).toMatch(/shape/);
  });
});
