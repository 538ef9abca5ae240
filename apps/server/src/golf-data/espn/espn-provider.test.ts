import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../lib/clock';
import type { GolfDataProvider } from '../provider';
import { EspnRequestError } from './espn-client';
import { EspnFormatError } from './espn-map';
import type { EspnLogger } from './espn-provider';
import { loadFixture } from './fixtures/load';
import { recordedEspn, recordedFailure } from './fixtures/recorded-espn';
import { createEspnProvider, EspnProvider } from './index';

describe('EspnProvider', () => {
  it('implements the provider interface under the name espn', () => {
    const provider: GolfDataProvider = createEspnProvider();
    expect(provider).toBeInstanceOf(EspnProvider);
    expect(provider.name).toBe('espn');
  });

  it('lists the season from the scoreboard', async () => {
    const { fetch, urls } = recordedEspn();
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    const season = await provider.listTournaments(2025);
    expect(urls).toEqual([
      'https://site.api.espn.com/apis/site/v2/sports/golf/pga/scoreboard?dates=2025',
    ]);
    expect(season.map((t) => [t.externalId, t.status, t.currentRound])).toEqual([
      ['espn:401703489', 'completed', 4],
      ['espn:401703504', 'completed', 4],
      ['espn:401703505', 'active', 3],
      ['espn:401703507', 'upcoming', 0],
      ['espn:401703515', 'upcoming', 0],
    ]);
  });

  it("defaults to the current year in New York (New Year's Eve evening is still the old year)", async () => {
    const { fetch, urls } = recordedEspn();
    const clock = new ManualClock(new Date('2026-01-01T03:00:00Z'));
    const provider = createEspnProvider({ fetch, retryBaseMs: 0, clock });
    expect(await provider.listTournaments()).toHaveLength(5);
    expect(urls[0]).toMatch(/dates=2025$/);
  });

  it('gets the field and leaderboard of an event from its leaderboard', async () => {
    const { fetch, urls } = recordedEspn();
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    const { golfers: field } = await provider.getField('espn:401703507');
    expect(field).toHaveLength(6);
    expect(field.every((golfer) => golfer.odds === null)).toBe(true);
    const board = await provider.getLeaderboard('espn:401703504');
    expect(board.tournament.status).toBe('completed');
    expect(board.roundComplete).toBe(true);
    expect(board.rows[0]).toMatchObject({ golferExternalId: 'espn:3470', totalToPar: -11 });
    expect(urls).toEqual([
      'https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga&event=401703507',
      'https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga&event=401703504',
    ]);
  });

  it('reports skipped rows on the leaderboard and in one log line, and carries on', async () => {
    const { fetch } = recordedEspn();
    const warn = vi.fn<EspnLogger['warn']>();
    const provider = createEspnProvider({ fetch, retryBaseMs: 0, log: { warn } });
    const board = await provider.getLeaderboard('espn:401703505');
    expect(board.rows).toHaveLength(13);
    expect(board.issues).toEqual([
      expect.objectContaining({ kind: 'competitor', index: 9, name: 'Unknown Player' }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { provider: 'espn', issues: board.issues },
      'golf data (espn): leaderboard espn:401703505: 1 row skipped, 0 values unreadable',
    );
    // A clean response logs nothing.
    await provider.getLeaderboard('espn:401703504');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('accepts a pino logger', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const { fetch } = recordedEspn();
    await createEspnProvider({ fetch, retryBaseMs: 0, log }).getField('espn:401703500');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      provider: 'espn',
      msg: 'golf data (espn): leaderboard espn:401703500: 1 row skipped, 0 values unreadable',
    });
  });

  it('retries a 5xx from ESPN and then serves the leaderboard', async () => {
    let failures = 2;
    const { fetch } = recordedEspn({
      '401703505': () =>
        failures-- > 0
          ? new Response('upstream', { status: 502 })
          : Response.json(loadFixture('leaderboard-in-progress')),
    });
    // The waits themselves are the client's (espn-client.test.ts); none here.
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    const board = await provider.getLeaderboard('espn:401703505');
    expect(board.tournament.currentRound).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails after the last retry on a persistent 5xx', async () => {
    const { fetch } = recordedEspn({ '2025': () => recordedFailure(503) });
    const provider = createEspnProvider({ fetch, retryBaseMs: 0, maxRetries: 2 });
    await expect(provider.listTournaments(2025)).rejects.toThrow(
      /ESPN request failed after 3 attempts: ESPN answered 503/,
    );
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails at once on a 403 with the User-Agent hint', async () => {
    const { fetch, urls } = recordedEspn({ '401703505': () => recordedFailure(403) });
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    const error = await provider
      .getLeaderboard('espn:401703505')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EspnRequestError);
    expect((error as Error).message).toMatch(/403.*browser-like User-Agent/);
    // Asked once; this week's scoreboard, asked next, does not hold the event.
    expect(urls.filter((url) => url.includes('/leaderboard'))).toHaveLength(1);
    expect(urls.filter((url) => url.includes('/scoreboard'))).toEqual([
      'https://site.api.espn.com/apis/site/v2/sports/golf/pga/scoreboard',
    ]);
  });

  it("reads an event from this week's scoreboard when its leaderboard cannot be had", async () => {
    const { fetch, urls } = recordedEspn({
      '401811960': () => new Response('not found', { status: 404 }),
      // This week's scoreboard: no `dates`, no `event`.
      '': () => Response.json(loadFixture('scoreboard-week-after-cut')),
    });
    const warn = vi.fn<EspnLogger['warn']>();
    const provider = createEspnProvider({ fetch, retryBaseMs: 0, log: { warn } });
    const board = await provider.getLeaderboard('espn:401811960');
    expect(urls).toEqual([
      'https://site.web.api.espn.com/apis/site/v2/sports/golf/leaderboard?league=pga&event=401811960',
      'https://site.api.espn.com/apis/site/v2/sports/golf/pga/scoreboard',
    ]);
    expect(board.tournament).toMatchObject({ status: 'active', currentRound: 3 });
    expect(board.rows.map((row) => row.status)).toEqual([
      'active',
      'active',
      'active',
      'CUT',
      'WD',
    ]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ error: expect.stringContaining('404') }),
      expect.stringContaining("read from this week's scoreboard"),
    );
    const field = await provider.getField('espn:401811960');
    expect(field.golfers).toHaveLength(5);
  });

  it('gives the field with its first tee time from the leaderboard', async () => {
    const { fetch } = recordedEspn({
      '401811961': () => Response.json(loadFixture('leaderboard-pre-tee-times')),
    });
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    const field = await provider.getField('espn:401811961');
    expect(field.firstTeeTime).toBe('2026-08-06T11:00:00.000Z');
    expect(field.golfers.map((golfer) => golfer.externalId)).toEqual([
      'espn:11382',
      'espn:4602218',
      'espn:10030',
    ]);
  });

  it('refuses ids that are not ESPN ids without asking ESPN', async () => {
    const { fetch } = recordedEspn();
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    await expect(provider.getField('sim-3')).rejects.toThrow(/Not an ESPN tournament id: sim-3/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a leaderboard that holds another event', async () => {
    const { fetch } = recordedEspn({
      '401703505': () => Response.json(loadFixture('leaderboard-final')),
    });
    const provider = createEspnProvider({ fetch, retryBaseMs: 0 });
    await expect(provider.getLeaderboard('espn:401703505')).rejects.toThrow(EspnFormatError);
  });
});
