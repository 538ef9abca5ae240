import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Entry } from '@fairway/contract';
import { tournaments } from '../../db/schema';
import {
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
  apiCaller,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);

async function groupPlaying(settings: Record<string, unknown> = {}) {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const member = await registerUser(ctx.app, { name: 'Max Member' });
  const group = await createGroup(ctx.app, admin);
  await joinGroup(ctx.app, member, group.inviteCode);
  const { nearer } = await seasonTournaments(ctx.app);
  await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
    tournament_id: nearer.id,
    ...settings,
  });
  const url = `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`;
  return { admin, member, group, tournamentId: nearer.id, url };
}

const myEntries = async (url: string, token: string) =>
  (await call<Entry[]>('GET', url, token)).body;

describe('submitting entries', () => {
  it('creates an entry with five valid picks and an optional tiebreaker, then edits it with entry_id', async () => {
    const { member, group, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const created = await call<Entry>('POST', url, member.token, {
      userId: member.user.id,
      groupId: group.id,
      tournamentId,
      ...picks,
      tiebreaker: -12,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: member.user.id,
      userName: 'Max Member',
      ...picks,
      tiebreaker: -12,
    });
    expect(created.body.golfers).toHaveLength(5);

    const other = await validPicks(ctx.app, member.token, tournamentId, 1);
    const edited = await call<Entry>('POST', url, member.token, {
      ...other,
      tiebreaker: null,
      entry_id: created.body.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, ...other, tiebreaker: null });
    expect(await myEntries(url, member.token)).toHaveLength(1);
  });

  it('refuses a golfer from the wrong tier, a repeated golfer, or a golfer outside the field, changing nothing', async () => {
    const { member, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const tierTwoGolfer = (await validPicks(ctx.app, member.token, tournamentId, 1)).tier2GolferId;
    const wrongTier = await call('POST', url, member.token, {
      ...picks,
      tier1GolferId: tierTwoGolfer,
    });
    expect(wrongTier).toEqual({
      status: 400,
      body: { error: `Golfer ${tierTwoGolfer} is not in tier 1` },
    });
    const repeated = await call('POST', url, member.token, {
      ...picks,
      tier4GolferId2: picks.tier4GolferId1,
    });
    expect(repeated).toEqual({
      status: 400,
      body: { error: 'The same golfer cannot be picked twice' },
    });
    expect(
      (await call('POST', url, member.token, { ...picks, tier3GolferId: 999999 })).status,
    ).toBe(400);
    expect(
      (await call('POST', url, member.token, { ...picks, tier1GolferId: undefined })).body,
    ).toEqual({ error: 'Please choose a golfer for tier 1' });
    expect((await call('POST', url, member.token, { ...picks, tiebreaker: 'low' })).body).toEqual({
      error: 'Tiebreaker must be a whole number',
    });
    expect(await myEntries(url, member.token)).toEqual([]);
  });

  it('holds the per-member limit (1 by default, the admin maximum otherwise)', async () => {
    const single = await groupPlaying();
    const picks = await validPicks(ctx.app, single.member.token, single.tournamentId);
    expect((await call('POST', single.url, single.member.token, picks)).status).toBe(201);
    expect(await call('POST', single.url, single.member.token, picks)).toEqual({
      status: 400,
      body: { error: 'You have reached the maximum of 1 entry for this tournament' },
    });

    const multi = await groupPlaying({ max_entries_per_user: 2 });
    for (const offset of [0, 1])
      expect(
        (
          await call(
            'POST',
            multi.url,
            multi.member.token,
            await validPicks(ctx.app, multi.member.token, multi.tournamentId, offset),
          )
        ).status,
      ).toBe(201);
    expect((await call('POST', multi.url, multi.member.token, picks)).body).toEqual({
      error: 'You have reached the maximum of 2 entries for this tournament',
    });
    expect(await myEntries(multi.url, multi.member.token)).toHaveLength(2);
  });

  it('holds the limit under concurrent submissions', async () => {
    const { member, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', url, member.token, picks)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await myEntries(url, member.token)).toHaveLength(1);
  });

  it('refuses new entries, edits and deletes while entries are disabled, changing nothing', async () => {
    const { admin, member, group, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const entry = (await call<Entry>('POST', url, member.token, picks)).body;
    await call(
      'POST',
      `/api/group-admin/${group.id}/tournaments/${tournamentId}/toggle-entries`,
      admin.token,
      { is_active: false },
    );
    const disabled = { status: 403, body: { error: 'Entries are disabled for this tournament' } };
    expect(await call('POST', url, admin.token, picks)).toEqual(disabled);
    const other = await validPicks(ctx.app, member.token, tournamentId, 1);
    expect(await call('POST', url, member.token, { ...other, entry_id: entry.id })).toEqual(
      disabled,
    );
    expect(await call('DELETE', `${url}/${entry.id}`, member.token)).toEqual(disabled);
    expect(await myEntries(url, member.token)).toEqual([entry]);
    expect(await myEntries(url, admin.token)).toEqual([]);
  });

  it('refuses entries, edits and deletes after the deadline', async () => {
    const { admin, member, group, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const entry = (await call<Entry>('POST', url, member.token, picks)).body;
    const passed = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
    await call('PUT', `/api/group-admin/${group.id}/tournaments/${tournamentId}`, admin.token, {
      entry_deadline: passed,
    });
    expect(await call('POST', url, admin.token, picks)).toEqual({
      status: 403,
      body: { error: 'Entry deadline has passed' },
    });
    expect((await call('POST', url, member.token, { ...picks, entry_id: entry.id })).status).toBe(
      403,
    );
    expect((await call('DELETE', `${url}/${entry.id}`, member.token)).status).toBe(403);
    expect(await myEntries(url, member.token)).toHaveLength(1);
  });

  it('refuses entries once play is under way, even when the feed moves the first tee time later', async () => {
    const { member, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    // Play has begun (the tournament is active), but the feed now states a tee time next month.
    const [before] = await ctx.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    const later = new Date(ctx.clock.now().getTime() + 30 * 86_400_000);
    await ctx.database.db
      .update(tournaments)
      .set({ status: 'active', firstTeeTime: later })
      .where(eq(tournaments.id, tournamentId));
    try {
      expect(await call('POST', url, member.token, picks)).toEqual({
        status: 403,
        body: { error: 'Entry deadline has passed' },
      });
    } finally {
      // The next tests play the same tournament, not yet started.
      await ctx.database.db
        .update(tournaments)
        .set({ status: before!.status, firstTeeTime: before!.firstTeeTime })
        .where(eq(tournaments.id, tournamentId));
    }
  });

  it("refuses editing or deleting another member's entry", async () => {
    const { admin, member, tournamentId, url } = await groupPlaying();
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const entry = (await call<Entry>('POST', url, member.token, picks)).body;
    expect(await call('POST', url, admin.token, { ...picks, entry_id: entry.id })).toEqual({
      status: 403,
      body: { error: 'Not authorized to edit this entry' },
    });
    expect(await call('DELETE', `${url}/${entry.id}`, admin.token)).toEqual({
      status: 403,
      body: { error: 'Not authorized to edit this entry' },
    });
    expect(await call('POST', url, admin.token, { ...picks, userId: member.user.id })).toEqual({
      status: 403,
      body: { error: 'You can only submit entries for yourself' },
    });
    expect((await call('DELETE', `${url}/999999`, member.token)).status).toBe(404);
    expect((await call('DELETE', `${url}/${entry.id}`, member.token)).status).toBe(200);
    expect(await myEntries(url, member.token)).toEqual([]);
  });

  it('keeps other members’ picks private before the first tee time', async () => {
    const { admin, member, tournamentId, url } = await groupPlaying();
    await call('POST', url, member.token, await validPicks(ctx.app, member.token, tournamentId));
    await call('POST', url, admin.token, await validPicks(ctx.app, admin.token, tournamentId, 1));
    expect((await myEntries(url, admin.token)).map((e) => e.userId)).toEqual([admin.user.id]);
  });

  it('is for members only, and only for tournaments the group plays', async () => {
    const { member, group, tournamentId, url } = await groupPlaying();
    const stranger = await registerUser(ctx.app);
    const picks = await validPicks(ctx.app, stranger.token, tournamentId);
    expect((await call('POST', url, stranger.token, picks)).status).toBe(404);
    expect((await call('GET', url, stranger.token)).status).toBe(404);
    expect((await call('POST', url, undefined, picks)).status).toBe(401);
    const { farther } = await seasonTournaments(ctx.app);
    expect(
      await call(
        'GET',
        `/api/pool-groups/${group.id}/tournaments/${farther.id}/entries`,
        member.token,
      ),
    ).toEqual({
      status: 404,
      body: { error: 'This tournament is not available in this group' },
    });
  });
});
