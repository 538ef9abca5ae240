import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type {
  AdminGroupTournament,
  ChatMessage,
  GroupEvent,
  GroupTournamentChange,
} from '@fairway/contract';
import { groupMembers, groupTournamentChanges, users } from '../../db/schema';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  TEST_NOW,
  useTestApp,
  type TestUser,
} from '../../../test/helpers';

/**
 * Results that stay final (docs/rules.md): from the first tee time every change to a group
 * tournament's fee, payouts, pool type or rules is recorded and told in the chat; the rate limit
 * and a completed tournament's final settings are in settled-results-final.test.ts.
 */
const ctx = useTestApp();
const call = apiCaller(ctx);
const MINUTE = 60_000;

async function groupPlaying(
  tournament: 'nearer' | 'active',
  settings: object = {},
  group: { isPrivate?: boolean } = {},
) {
  const admin = await registerUser(ctx.app, { name: 'Olive' });
  const member = await registerUser(ctx.app, { name: 'Max' });
  const created = await createGroup(ctx.app, admin, group);
  await joinGroup(ctx.app, member, created.inviteCode);
  const tournamentId = (await seasonTournaments(ctx.app))[tournament].id;
  const added = await call<AdminGroupTournament>(
    'POST',
    `/api/group-admin/${created.id}/tournaments`,
    admin.token,
    { tournament_id: tournamentId, ...settings },
  );
  expect(added.status).toBe(201);
  return {
    admin,
    member,
    group: created,
    tournamentId,
    itemUrl: `/api/group-admin/${created.id}/tournaments/${tournamentId}`,
    auditUrl: `/api/pool-groups/${created.id}/tournaments/${tournamentId}/audit`,
  };
}

const recordedIn = (groupId: number) =>
  ctx.database.db
    .select()
    .from(groupTournamentChanges)
    .where(eq(groupTournamentChanges.groupId, groupId));

async function noticesIn(groupId: number, token: string) {
  const chat = await call<ChatMessage[]>('GET', `/api/pool-groups/${groupId}/messages`, token);
  return chat.body.filter((message) => message.kind === 'notice');
}

/** Makes a member a group admin (there is no route for it yet), before they ask anything of it. */
async function makeAdmin(groupId: number, user: TestUser) {
  await ctx.database.db
    .update(groupMembers)
    .set({ role: 'admin' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, user.user.id)));
}

describe("a group tournament's fee, payouts, pool type and rules", () => {
  it('change freely before the first tee time, with nothing recorded or told', async () => {
    const pool = await groupPlaying('nearer', { entry_fee: 20 });
    const edited = await call<AdminGroupTournament>('PUT', pool.itemUrl, pool.admin.token, {
      entry_fee: 50,
      payout_structure: '100',
      pool_type: 'elimination',
      custom_rules: 'No gimmes',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ entry_fee: 50, payout_structure: '100' });
    expect(await recordedIn(pool.group.id)).toEqual([]);
    expect(await call('GET', pool.auditUrl, pool.member.token)).toEqual({ status: 200, body: [] });
    expect(await noticesIn(pool.group.id, pool.member.token)).toEqual([]);
  });

  it('are recorded from the first tee time, told in the chat and listed newest first', async () => {
    const pool = await groupPlaying('active', { entry_fee: 20, payout_structure: '50/30/20' });
    const heard: GroupEvent[] = [];
    const stop = ctx.app.services.events.subscribe(pool.group.id, (event) => heard.push(event));
    try {
      const edited = await call<AdminGroupTournament>('PUT', pool.itemUrl, pool.admin.token, {
        entry_fee: 50,
        payout_structure: '100',
        pool_type: 'elimination',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        entry_fee: 50,
        payout_structure: '100',
        pool_type: 'elimination',
      });
      const stored = await recordedIn(pool.group.id);
      const by = { groupId: pool.group.id, tournamentId: pool.tournamentId };
      const who = { changedBy: pool.admin.user.id, changedAt: TEST_NOW };
      expect(stored.map(({ id: _id, ...change }) => change)).toEqual([
        { ...by, ...who, setting: 'entry_fee', before: '20.00', after: '50.00' },
        { ...by, ...who, setting: 'payout_structure', before: '50/30/20', after: '100' },
        { ...by, ...who, setting: 'pool_type', before: 'cut_score', after: 'elimination' },
      ]);

      const notices = await noticesIn(pool.group.id, pool.member.token);
      expect(notices.map((notice) => notice.message)).toEqual([
        'Olive changed the entry fee from $20.00 to $50.00',
        'Olive changed the payout structure from 50/30/20 to 100',
        'Olive changed the pool type from Cut Golfers Get Cut Score to Entries Eliminated if Golfer Cut',
      ]);
      expect(notices.every((notice) => notice.userId === pool.admin.user.id)).toBe(true);
      // The group's open streams hear each notice, as members' messages.
      await vi.waitFor(() =>
        expect(heard.filter((event) => event.type === 'message')).toEqual(
          notices.map((notice) => ({ type: 'message', data: notice })),
        ),
      );

      ctx.clock.set(new Date(TEST_NOW.getTime() + MINUTE));
      await call('PUT', pool.itemUrl, pool.admin.token, { custom_rules: 'No gimmes' });
      const audit = await call<GroupTournamentChange[]>('GET', pool.auditUrl, pool.member.token);
      expect(audit.status).toBe(200);
      const at = (instant: Date) => ({ changed_by: 'Olive', changed_at: instant.toISOString() });
      expect(audit.body.map(({ id: _id, ...change }) => change)).toEqual([
        { ...at(ctx.clock.now()), setting: 'custom_rules', before: null, after: 'No gimmes' },
        { ...at(TEST_NOW), setting: 'pool_type', before: 'cut_score', after: 'elimination' },
        { ...at(TEST_NOW), setting: 'payout_structure', before: '50/30/20', after: '100' },
        { ...at(TEST_NOW), setting: 'entry_fee', before: '20.00', after: '50.00' },
      ]);
      expect((await noticesIn(pool.group.id, pool.member.token)).at(-1)!.message).toBe(
        'Olive set the custom rules to "No gimmes"',
      );
    } finally {
      stop();
      ctx.clock.set(TEST_NOW);
    }
  });

  it('record nothing for an edit that sets them to what they already are', async () => {
    const pool = await groupPlaying('active', {
      entry_fee: 20,
      payout_structure: '50/30/20',
      custom_rules: 'No gimmes',
    });
    const same = await call<AdminGroupTournament>('PUT', pool.itemUrl, pool.admin.token, {
      entry_fee: '20.00',
      payout_structure: '50 / 30 / 20',
      pool_type: 'cut_score',
      custom_rules: ' No gimmes ',
      max_entries_per_user: 2,
    });
    expect(same.status).toBe(200);
    expect(same.body.max_entries_per_user).toBe(2);
    const bare = await groupPlaying('active');
    expect((await call('PUT', bare.itemUrl, bare.admin.token, { custom_rules: '' })).status).toBe(
      200,
    );
    for (const { group, member } of [pool, bare]) {
      expect(await recordedIn(group.id)).toEqual([]);
      expect(await noticesIn(group.id, member.token)).toEqual([]);
    }
  });

  it('tell the chat long rules cut short, and keep them whole in the history', async () => {
    // 2,000 characters of three bytes each, before and after: whole, one notice would pass
    // PostgreSQL's 8,000-byte NOTIFY limit.
    const pool = await groupPlaying('active', { custom_rules: '€'.repeat(2000) });
    const rules = `${'規'.repeat(1999)}!`;
    const edited = await call('PUT', pool.itemUrl, pool.admin.token, { custom_rules: rules });
    expect(edited.status).toBe(200);
    const [notice] = await noticesIn(pool.group.id, pool.member.token);
    expect(notice!.message).toBe(
      `Olive changed the custom rules from "${'€'.repeat(80)}…" to "${'規'.repeat(80)}…"`,
    );
    const audit = await call<GroupTournamentChange[]>('GET', pool.auditUrl, pool.member.token);
    expect(audit.body).toMatchObject([{ before: '€'.repeat(2000), after: rules }]);
  });
});

describe('the change history (GET .../audit)', () => {
  it('is for members: others are refused as the group decides, as is a tournament not played', async () => {
    const closed = await groupPlaying('active', { entry_fee: 5 });
    const open = await groupPlaying('active', { entry_fee: 5 }, { isPrivate: false });
    const outsider = await registerUser(ctx.app);
    expect(await call('GET', closed.auditUrl, outsider.token)).toEqual({
      status: 404,
      body: { error: 'Group not found' },
    });
    expect(await call('GET', open.auditUrl, outsider.token)).toMatchObject({ status: 403 });
    expect(await call('GET', open.auditUrl)).toMatchObject({ status: 401 });
    for (const token of [closed.admin.token, closed.member.token])
      expect(await call('GET', closed.auditUrl, token)).toEqual({ status: 200, body: [] });
    const { nearer } = await seasonTournaments(ctx.app);
    expect(
      await call(
        'GET',
        `/api/pool-groups/${closed.group.id}/tournaments/${nearer.id}/audit`,
        closed.member.token,
      ),
    ).toEqual({ status: 404, body: { error: 'This tournament is not available in this group' } });
  });

  it('keeps a change whose admin is gone, naming nobody', async () => {
    const pool = await groupPlaying('active', { entry_fee: 5 });
    const helper = await registerUser(ctx.app, { name: 'Dora' });
    await joinGroup(ctx.app, helper, pool.group.inviteCode);
    await makeAdmin(pool.group.id, helper);
    expect((await call('PUT', pool.itemUrl, helper.token, { entry_fee: 7 })).status).toBe(200);
    const audit = async () =>
      (await call<GroupTournamentChange[]>('GET', pool.auditUrl, pool.member.token)).body;
    expect(await audit()).toMatchObject([{ changed_by: 'Dora', before: '5.00', after: '7.00' }]);

    await ctx.database.db.delete(users).where(eq(users.id, helper.user.id));
    expect(await audit()).toMatchObject([{ changed_by: null, before: '5.00', after: '7.00' }]);
  });
});
