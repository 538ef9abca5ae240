import { describe, expect, it } from 'vitest';
import type { RootingResponse, StandingsResponse } from '@fairway/contract';
import { FORECAST_BUSY_MESSAGE } from '../src/modules/forecast/forecast-thread';
import { PASSWORD_WORK_BUSY_MESSAGE, passwordWork } from '../src/security/passwords';
import { bearer, injectJson, registerUser, useTestApp } from './helpers';
import { groupOnLiveTournament } from './live-group';

/**
 * Expensive work nobody can flood (docs/security.md, "Work nobody can flood"): each flood is
 * refused quickly past its bound, and another person's sign-in and standings carry on.
 */
const ctx = useTestApp();
const get = <T>(url: string, token: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: bearer(token) });

describe('floods of expensive work', () => {
  it('rooting beyond the forecast queue answers 503 with Retry-After at once; other groups carry on', async () => {
    const flooded = await groupOnLiveTournament(ctx, 'cut_score', 10, 2_000);
    const other = await groupOnLiveTournament(ctx, 'cut_score', 3, 1_000);
    const entryUrl = (entryId: number) =>
      `/api/pool-groups/${flooded.group.id}/tournaments/${flooded.tournamentId}/entries/${entryId}/rooting`;
    // Every entry's rooting list at once, twice over: more than the group's share of the queue.
    const flood = [...flooded.entryIds, ...flooded.entryIds].map((entryId) =>
      ctx.app.inject({
        method: 'GET',
        url: entryUrl(entryId),
        headers: bearer(flooded.owner.token),
      }),
    );
    // Meanwhile a member of another group opens the standings and signs in.
    const standings = await get<StandingsResponse>(other.url, other.owner.token);
    expect(standings.status).toBe(200);
    expect(standings.body.standings).toHaveLength(3);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.owner.user.email, password: other.owner.password },
    });
    expect(signIn.statusCode).toBe(200);

    const answers = await Promise.all(flood);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ error: FORECAST_BUSY_MESSAGE });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Asked again once the queue has room, each is answered.
    for (const entryId of flooded.entryIds)
      expect((await get<RootingResponse>(entryUrl(entryId), flooded.owner.token)).status).toBe(200);
    // The other group's forecast was not starved: it is there.
    await ctx.app.services.forecasts.whenIdle();
    const later = await get<StandingsResponse>(other.url, other.owner.token);
    expect(later.body.forecast?.upToDate).toBe(true);
  });

  it('keeps a rooting list when only money changed: a fee edit asks the thread for nothing new', async () => {
    const { owner, group, tournamentId, entryIds, url } = await groupOnLiveTournament(
      ctx,
      'cut_score',
      4,
      1_000,
    );
    const rooting = `/api/pool-groups/${group.id}/tournaments/${tournamentId}/entries/${entryIds[0]}/rooting`;
    const first = await get<RootingResponse>(rooting, owner.token);
    expect(first.status).toBe(200);
    const thread = ctx.app.services.forecastThread;
    const roots = thread.answered.rooting;
    for (const fee of [20, 35, 50]) {
      const edit = await injectJson(ctx.app, {
        method: 'PUT',
        url: `/api/group-admin/${group.id}/tournaments/${tournamentId}`,
        headers: bearer(owner.token),
        payload: { entry_fee: fee },
      });
      expect(edit.status).toBe(200);
      await get(url, owner.token);
      expect(await get<RootingResponse>(rooting, owner.token)).toEqual(first);
    }
    expect(thread.answered.rooting).toBe(roots);
  });

  it('a flood of junk reset links costs no password work: a real sign-in is not queued behind it', async () => {
    const person = await registerUser(ctx.app);
    const hashesBefore = passwordWork.done;
    // From as many addresses as requests: no per-address limit helps here.
    const flood = Array.from({ length: 128 }, (_, n) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: `10.77.${Math.floor(n / 200)}.${n % 200}`,
        payload: { token: `junk-${n}`, password: 'a-new-password-here' },
      }),
    );
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.user.email, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([400]));
    // The sign-in's own check, nothing else.
    expect(passwordWork.done).toBe(hashesBefore + 1);
  });

  it('password work past its bounded pool is refused at once with 503, never left waiting', async () => {
    const flood = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.78.${Math.floor(n / 200)}.${n % 200}`,
          payload: { email: `flood-${n}@example.com`, password: 'wrong-password' },
        }),
      ),
    );
    const statuses = flood.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const refused = flood.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toEqual({ error: PASSWORD_WORK_BUSY_MESSAGE });
    expect(refused[0]!.headers['retry-after']).toBeDefined();
  });
});
