import { describe, expect, it } from 'vitest';
import type { AdminEntriesResponse, LeaderboardResponse } from '@fairway/contract';
import { HISTORICAL_CSV_COLUMNS, csvLine } from '@fairway/domain';
import {
  ADMIN,
  apiCaller,
  bearer,
  createGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);
const adminToken = () => loginAs(ctx.app, ADMIN.email, ADMIN.password);

/** A new group playing the tournament with one entry by its owner. */
async function groupWithEntry(name: string, tournamentId: number, offset: number) {
  const owner = await registerUser(ctx.app);
  const group = await createGroup(ctx.app, owner, { name });
  await call('POST', `/api/group-admin/${group.id}/tournaments`, owner.token, {
    tournament_id: tournamentId,
  });
  const picks = await validPicks(ctx.app, owner.token, tournamentId, offset);
  const saved = await call(
    'POST',
    `/api/pool-groups/${group.id}/tournaments/${tournamentId}/entries`,
    owner.token,
    { ...picks, tiebreaker: -7 },
  );
  expect(saved.status).toBeLessThan(300);
  return { owner, group, picks };
}

describe('platform admin: every entry of a tournament', () => {
  it('lists entries from every group with user, group and picks in tier order', async () => {
    const { nearer } = await seasonTournaments(ctx.app);
    const first = await groupWithEntry('Alpha Club', nearer.id, 0);
    const second = await groupWithEntry('Beta Club', nearer.id, 1);

    const { status, body } = await call<AdminEntriesResponse>(
      'GET',
      `/api/admin/tournament/${nearer.id}/entries`,
      await adminToken(),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ tournamentId: nearer.id, status: 'upcoming' });
    const mine = body.entries.filter((e) => [first.group.id, second.group.id].includes(e.groupId));
    expect(mine.map((e) => [e.groupName, e.userEmail])).toEqual([
      ['Alpha Club', first.owner.user.email],
      ['Beta Club', second.owner.user.email],
    ]);
    expect(mine[0]!.picks.map((p) => [p.tier, p.golferId])).toEqual([
      [1, first.picks.tier1GolferId],
      [2, first.picks.tier2GolferId],
      [3, first.picks.tier3GolferId],
      [4, first.picks.tier4GolferId1],
      [4, first.picks.tier4GolferId2],
    ]);
    // Nobody has teed off: no scores yet, but the tiebreaker and golfer names are there.
    expect(mine[0]).toMatchObject({ totalScore: null, rank: null, tiebreaker: -7 });
    expect(mine[0]!.picks.every((p) => p.name.length > 0 && p.score === null)).toBe(true);
  });

  it("scores a completed tournament's entries like its history does", async () => {
    const token = await adminToken();
    const { completed } = await seasonTournaments(ctx.app);
    // Give the first completed event an entry through the historical import.
    const [done] = completed;
    const board = (
      await call<LeaderboardResponse>('GET', `/api/tournament/${done!.id}/leaderboard`)
    ).body;
    const names = board.leaderboard.slice(0, 5).map((row) => row.name);
    const form = new FormData();
    const csv = [
      HISTORICAL_CSV_COLUMNS.join(','),
      csvLine([
        board.tournament.name,
        board.tournament.startDate,
        'past@example.com',
        'Past Player',
        ...names,
        -4,
      ]),
    ].join('\n');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'history.csv');
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/historical/pool-entries/upload',
      headers: bearer(token),
      payload: form,
    });
    expect(imported.json()).toMatchObject({ processed_entries: 1 });

    let checked = 0;
    for (const tournament of completed) {
      const { body } = await call<AdminEntriesResponse>(
        'GET',
        `/api/admin/tournament/${tournament.id}/entries`,
        token,
      );
      const history = await call<{ entries: { id: number; totalScore: number }[] }>(
        'GET',
        `/api/tournament/${tournament.id}/history`,
        token,
      );
      expect(body.entries).toHaveLength(history.body.entries.length);
      for (const entry of history.body.entries)
        expect(body.entries.find((e) => e.entryId === entry.id)?.totalScore).toBe(entry.totalScore);
      for (const entry of body.entries)
        expect(entry.totalScore).toBe(entry.picks.reduce((sum, p) => sum + (p.score ?? 0), 0));
      checked += body.entries.length;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('is for user 1 only and answers 400 and 404 for bad and unknown ids', async () => {
    const { farther } = await seasonTournaments(ctx.app);
    const member = await registerUser(ctx.app);
    const path = `/api/admin/tournament/${farther.id}/entries`;
    expect(await call('GET', path, member.token)).toEqual({
      status: 403,
      body: { error: 'Admin access required' },
    });
    expect((await call('GET', path)).status).toBe(401);
    const token = await adminToken();
    expect((await call('GET', '/api/admin/tournament/abc/entries', token)).status).toBe(400);
    expect(await call('GET', '/api/admin/tournament/99999/entries', token)).toEqual({
      status: 404,
      body: { error: 'Tournament not found' },
    });
    const empty = await call<AdminEntriesResponse>('GET', path, token);
    expect(empty.body.entries).toEqual([]);
  });
});
