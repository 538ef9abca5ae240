import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminGroupTournament, Entry, MemberTournament } from '@fairway/contract';
import { tournaments } from '../../db/schema';
import { GolfDataSync } from '../../golf-data/sync';
import type { GolfDataProvider } from '../../golf-data/provider';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  TEST_NOW,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

/** What an admin sets for a group's tournament stays as they set it (docs/rules.md, "Deadlines"). */
const ctx = useTestApp();
const call = apiCaller(ctx);
const HOUR = 3_600_000;

async function groupPlaying(tournament: 'nearer' | 'active', settings: object = {}) {
  const admin = await registerUser(ctx.app);
  const member = await registerUser(ctx.app);
  const group = await createGroup(ctx.app, admin);
  await joinGroup(ctx.app, member, group.inviteCode);
  const season = await seasonTournaments(ctx.app);
  const tournamentId = season[tournament].id;
  const added = await call<AdminGroupTournament>(
    'POST',
    `/api/group-admin/${group.id}/tournaments`,
    admin.token,
    { tournament_id: tournamentId, ...settings },
  );
  expect(added.status).toBe(201);
  const itemUrl = `/api/group-admin/${group.id}/tournaments/${tournamentId}`;
  const entriesUrl = `/api/pool-groups/${group.id}/tournaments/${tournamentId}/entries`;
  return { admin, member, group, tournamentId, added: added.body, itemUrl, entriesUrl };
}

const firstTeeTimeOf = async (tournamentId: number) => {
  const [row] = await ctx.database.db
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return { firstTeeTime: row!.firstTeeTime!, externalId: row!.externalId! };
};

describe('editing a group tournament', () => {
  it('changes only the fields the body names', async () => {
    const deadline = new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString();
    const { admin, itemUrl, added, group, tournamentId } = await groupPlaying('nearer', {
      entry_deadline: deadline,
      max_entries_per_user: 3,
      pool_type: 'elimination',
      entry_fee: 12.5,
      payout_structure: '65/25/10',
    });
    await call(
      'POST',
      `/api/group-admin/${group.id}/tournaments/${tournamentId}/toggle-entries`,
      admin.token,
      { is_active: false },
    );

    const edited = await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {
      custom_rules: 'Loser buys lunch',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      ...added,
      is_active: false,
      custom_rules: 'Loser buys lunch',
    });
  });

  it('clears the custom deadline with an explicit null and leaves the rest', async () => {
    const deadline = new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString();
    const { admin, itemUrl, added } = await groupPlaying('nearer', {
      entry_deadline: deadline,
      entry_fee: 5,
    });
    const cleared = await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {
      entry_deadline: null,
    });
    expect(cleared.body).toMatchObject({ entry_deadline: null, entry_fee: 5, is_active: true });
    expect(cleared.body.effective_entry_deadline).not.toBe(added.effective_entry_deadline);
  });

  it('validates every named field and changes nothing on a bad one', async () => {
    const { admin, itemUrl, added } = await groupPlaying('nearer', { entry_fee: 5 });
    for (const [payload, error] of [
      [{ entry_fee: -1, custom_rules: 'x' }, 'Entry fee cannot be negative'],
      [{ max_entries_per_user: 9 }, 'Max entries per user must be 1 to 5'],
      [{ is_active: 'yes' }, 'is_active must be true or false'],
    ] as const) {
      expect(await call('PUT', itemUrl, admin.token, payload)).toEqual({
        status: 400,
        body: { error },
      });
    }
    const unchanged = await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {});
    expect(unchanged.body).toEqual(added);
  });
});

describe('a custom deadline later than the first tee time', () => {
  const TOO_LATE = 'The entry deadline cannot be later than the first tee time';

  it('is refused when adding, also for a live tournament', async () => {
    const season = await seasonTournaments(ctx.app);
    const admin = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, admin);
    const { firstTeeTime } = await firstTeeTimeOf(season.nearer.id);
    for (const [tournamentId, deadline] of [
      [season.nearer.id, new Date(firstTeeTime.getTime() + 60_000)],
      [season.active.id, new Date(TEST_NOW.getTime() + HOUR)],
    ] as const) {
      expect(
        await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
          tournament_id: tournamentId,
          entry_deadline: deadline.toISOString(),
        }),
      ).toEqual({ status: 400, body: { error: TOO_LATE } });
    }
    const list = await call<{ tournaments: unknown[] }>(
      'GET',
      `/api/group-admin/${group.id}/tournaments`,
      admin.token,
    );
    expect(list.body.tournaments).toEqual([]);
  });

  it('is refused when editing, changing nothing; the tee time itself is accepted', async () => {
    const { admin, itemUrl, added, tournamentId } = await groupPlaying('nearer');
    const { firstTeeTime } = await firstTeeTimeOf(tournamentId);
    expect(
      await call('PUT', itemUrl, admin.token, {
        entry_deadline: new Date(firstTeeTime.getTime() + 60_000).toISOString(),
        entry_fee: 20,
      }),
    ).toEqual({ status: 400, body: { error: TOO_LATE } });
    expect((await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {})).body).toEqual(added);
    const atTee = await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {
      entry_deadline: firstTeeTime.toISOString(),
    });
    expect(atTee.status).toBe(200);
  });

  it('gives way to a tee time the feed moves earlier: entries close at the tee time', async () => {
    const { nearer } = await seasonTournaments(ctx.app);
    const { firstTeeTime, externalId } = await firstTeeTimeOf(nearer.id);
    const custom = new Date(firstTeeTime.getTime() - HOUR);
    const { admin, member, group, itemUrl, entriesUrl, tournamentId } = await groupPlaying(
      'nearer',
      {
        entry_deadline: custom.toISOString(),
      },
    );
    const picks = await validPicks(ctx.app, member.token, tournamentId);
    const entry = (await call<Entry>('POST', entriesUrl, member.token, picks)).body;

    // The feed moves the first tee time to two hours before the saved custom deadline.
    const movedTee = new Date(custom.getTime() - 2 * HOUR);
    const movingFeed: GolfDataProvider = {
      ...ctx.golf,
      listTournaments: async (year) =>
        (await ctx.golf.listTournaments(year)).map((t) =>
          t.externalId === externalId ? { ...t, firstTeeTime: movedTee.toISOString() } : t,
        ),
    };
    await new GolfDataSync(
      ctx.database.db,
      ctx.app.services.live,
      movingFeed,
      ctx.clock,
    ).syncSchedule();
    try {
      const shown = await call<MemberTournament[]>(
        'GET',
        `/api/pool-groups/${group.id}/available-tournaments`,
        member.token,
      );
      expect(shown.body.find((t) => t.id === tournamentId)!.entryDeadline).toBe(
        movedTee.toISOString(),
      );
      const adminView = await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {});
      expect(adminView.body).toMatchObject({
        entry_deadline: custom.toISOString(),
        effective_entry_deadline: movedTee.toISOString(),
      });

      // Between the moved tee time and the saved custom deadline, entries are closed.
      ctx.clock.set(new Date(movedTee.getTime() + 60_000));
      const closed = { status: 403, body: { error: 'Entry deadline has passed' } };
      const other = await validPicks(ctx.app, admin.token, tournamentId, 1);
      expect(await call('POST', entriesUrl, admin.token, other)).toEqual(closed);
      expect(
        await call('POST', entriesUrl, member.token, { ...other, entry_id: entry.id }),
      ).toEqual(closed);
      expect(await call('DELETE', `${entriesUrl}/${entry.id}`, member.token)).toEqual(closed);
    } finally {
      ctx.clock.set(TEST_NOW);
      await ctx.app.services.golfSync.syncSchedule();
    }
  });
});
