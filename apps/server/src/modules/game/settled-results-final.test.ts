import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminGroupTournament, ChatMessage, StandingsResponse } from '@fairway/contract';
import { RESULTS_FINAL_MESSAGE } from '@fairway/domain';
import { groupMembers, groupTournamentChanges, groupTournaments } from '../../db/schema';
import {
  apiCaller,
  createGroup,
  finishTournament,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
  type TestUser,
} from '../../../test/helpers';
import { SETTINGS_EDITS_LIMITED, SETTINGS_EDITS_PER_WINDOW } from './settings-edits';

/**
 * Results that stay final (docs/rules.md): a completed tournament's fee, payouts, pool type and
 * rules never change, and admins' edits are rate limited. The finding: after the tournament,
 * the admin set payouts "100", elimination and a $50 fee, and $20/$12/$8 became $200/$0/$0.
 */
const ctx = useTestApp();
const call = apiCaller(ctx);

describe('the edit rate limit', () => {
  it(`answers 429 past ${SETTINGS_EDITS_PER_WINDOW} edits per admin, changing nothing`, async () => {
    const admin = await registerUser(ctx.app);
    const coAdmin = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, admin);
    await joinGroup(ctx.app, coAdmin, group.inviteCode);
    await ctx.database.db
      .update(groupMembers)
      .set({ role: 'admin' })
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, coAdmin.user.id)));
    const { nearer } = await seasonTournaments(ctx.app);
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: nearer.id,
      entry_fee: 10,
    });
    const itemUrl = `/api/group-admin/${group.id}/tournaments/${nearer.id}`;
    for (let edit = 0; edit < SETTINGS_EDITS_PER_WINDOW; edit += 1) {
      const body = { max_entries_per_user: (edit % 5) + 1 };
      expect((await call('PUT', itemUrl, admin.token, body)).status).toBe(200);
    }
    const limited = { status: 429, body: { error: SETTINGS_EDITS_LIMITED } };
    expect(await call('PUT', itemUrl, admin.token, { entry_fee: 99 })).toEqual(limited);
    expect(
      await call('POST', `${itemUrl}/toggle-entries`, admin.token, { is_active: false }),
    ).toEqual(limited);
    const [link] = await ctx.database.db
      .select()
      .from(groupTournaments)
      .where(eq(groupTournaments.groupId, group.id));
    expect(link).toMatchObject({ entryFeeCents: 1000, isActive: true });
    // Per admin: another admin of the group still may.
    expect((await call('PUT', itemUrl, coAdmin.token, { entry_fee: 12 })).status).toBe(200);
  });
});

describe('a completed tournament', () => {
  let admin: TestUser;
  let players: TestUser[];
  let groupId: number;
  let itemUrl: string;
  let standingsUrl: string;

  const standings = async () =>
    (await call<StandingsResponse>('GET', standingsUrl, players[1]!.token)).body;

  beforeAll(async () => {
    players = [];
    for (const name of ['Olive', 'Ben', 'Cat', 'Dev'])
      players.push(await registerUser(ctx.app, { name }));
    admin = players[0]!;
    const group = await createGroup(ctx.app, admin);
    groupId = group.id;
    for (const player of players.slice(1)) await joinGroup(ctx.app, player, group.inviteCode);
    const { nearer } = await seasonTournaments(ctx.app);
    // $10 an entry and four entries: a $40 pool paid 50/30/20, $20/$12/$8.
    await call('POST', `/api/group-admin/${groupId}/tournaments`, admin.token, {
      tournament_id: nearer.id,
      entry_fee: 10,
      payout_structure: '50/30/20',
    });
    for (const [i, player] of players.entries()) {
      const picks = await validPicks(ctx.app, player.token, nearer.id, i * 3);
      const entered = await call(
        'POST',
        `/api/pool-groups/${groupId}/tournaments/${nearer.id}/entries`,
        player.token,
        { ...picks, tiebreaker: -10 - i },
      );
      expect(entered.status).toBe(201);
    }
    await finishTournament(ctx, nearer.id);
    // Days on: everyone signs in again.
    for (const player of players)
      player.token = await loginAs(ctx.app, player.user.email, player.password);
    itemUrl = `/api/group-admin/${groupId}/tournaments/${nearer.id}`;
    standingsUrl = `/api/pool-groups/${groupId}/tournaments/${nearer.id}/standings`;
  });

  it('refuses any change to its fee, payouts, pool type or rules: the payouts stay', async () => {
    const before = await standings();
    expect(before.tournament.status).toBe('completed');
    expect(before.prizePool).toBe(40);
    expect(before.standings.reduce((sum, row) => sum + row.payout, 0)).toBe(40);
    const [linkBefore] = await ctx.database.db
      .select()
      .from(groupTournaments)
      .where(eq(groupTournaments.groupId, groupId));

    const final = { status: 409, body: { error: RESULTS_FINAL_MESSAGE } };
    expect(
      await call('PUT', itemUrl, admin.token, {
        payout_structure: '100',
        pool_type: 'elimination',
        entry_fee: 50,
      }),
    ).toEqual(final);
    for (const body of [
      { entry_fee: 50 },
      { payout_structure: '100' },
      { pool_type: 'elimination' },
      { custom_rules: 'Winner takes all' },
      // A change the rest of the body would allow does not carry a final one through.
      { max_entries_per_user: 3, entry_fee: 0 },
    ])
      expect(await call('PUT', itemUrl, admin.token, body), JSON.stringify(body)).toEqual(final);

    expect(await standings()).toEqual(before);
    const [linkAfter] = await ctx.database.db
      .select()
      .from(groupTournaments)
      .where(eq(groupTournaments.groupId, groupId));
    expect(linkAfter).toEqual(linkBefore);
    expect(
      await ctx.database.db
        .select()
        .from(groupTournamentChanges)
        .where(eq(groupTournamentChanges.groupId, groupId)),
    ).toEqual([]);
    const chat = await call<ChatMessage[]>(
      'GET',
      `/api/pool-groups/${groupId}/messages`,
      players[1]!.token,
    );
    expect(chat.body.filter((message) => message.kind === 'notice')).toEqual([]);
  });

  it('still takes settings that cannot move results, and values set to what they are', async () => {
    const before = await standings();
    const edited = await call<AdminGroupTournament>('PUT', itemUrl, admin.token, {
      max_entries_per_user: 3,
      entry_fee: 10,
      payout_structure: '50/30/20',
      pool_type: 'cut_score',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ max_entries_per_user: 3, entry_fee: 10 });
    const toggled = await call('POST', `${itemUrl}/toggle-entries`, admin.token, {
      is_active: false,
    });
    expect(toggled.status).toBe(200);
    const after = await standings();
    expect(after.prizePool).toBe(before.prizePool);
    expect(after.standings).toEqual(before.standings);
  });
});
