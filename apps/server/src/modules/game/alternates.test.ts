import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminGroupTournament,
  ChatMessage,
  GroupEvent,
  Entry,
  MemberTournament,
  StandingsResponse,
} from '@fairway/contract';
import {
  entries,
  golfers,
  groupTournaments,
  tournamentGolfers,
  tournaments,
} from '../../db/schema';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';
import { withWithdrawals } from '../../golf-data/simulator/withdrawals';
import { ALTERNATES_FIXED_AT_START } from './admin-service';
import { NO_ALTERNATES } from './entries-service';
import { alternateNoticeText as noticeText } from '../notices';

/** Withdrawal protection (docs/rules.md, "Withdrawal protection"). */
let provider: ReturnType<typeof withWithdrawals>;
const ctx = useTestApp({ provider: (simulator) => (provider = withWithdrawals(simulator)) });
const call = apiCaller(ctx);

/** The golfer withdraws before hitting a shot, from the tournament's next leaderboard on. */
async function withdraw(tournamentId: number, externalGolferId: string): Promise<void> {
  const [tournament] = await ctx.database.db
    .select({ externalId: tournaments.externalId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  provider.withdraw(tournament!.externalId!, externalGolferId);
}

/** Tier-4 golfers of a tournament's field. */
async function tierFour(tournamentId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: tournamentGolfers.golferId })
    .from(tournamentGolfers)
    .where(and(eq(tournamentGolfers.tournamentId, tournamentId), eq(tournamentGolfers.tier, 4)));
  return rows.map((row) => row.id);
}

/** A tier-4 golfer of the field who is not one of these picks: a valid alternate. */
async function spareTierFour(
  tournamentId: number,
  picks: { tier4GolferId1: number; tier4GolferId2: number },
): Promise<number> {
  return (await tierFour(tournamentId)).find(
    (id) => id !== picks.tier4GolferId1 && id !== picks.tier4GolferId2,
  )!;
}

/** The live group's first entry, given an alternate (stored directly: its deadline has passed). */
async function firstEntryWithAlternate(live: { entryIds: number[]; tournamentId: number }) {
  const entryId = live.entryIds[0]!;
  const [entry] = await ctx.database.db.select().from(entries).where(eq(entries.id, entryId));
  const alternate = await spareTierFour(live.tournamentId, entry!);
  await ctx.database.db
    .update(entries)
    .set({ alternateGolferId: alternate })
    .where(eq(entries.id, entryId));
  return { entryId, entry: entry!, alternate };
}

/** A golfer's name and the provider's id for them. */
const golferOf = async (id: number) =>
  (await ctx.database.db.select().from(golfers).where(eq(golfers.id, id)))[0]!;

async function groupOnNearer(allowAlternate: boolean) {
  const admin = await registerUser(ctx.app);
  const member = await registerUser(ctx.app);
  const group = await createGroup(ctx.app, admin);
  await joinGroup(ctx.app, member, group.inviteCode);
  const tournamentId = (await seasonTournaments(ctx.app)).nearer.id;
  const added = await call<AdminGroupTournament>(
    'POST',
    `/api/group-admin/${group.id}/tournaments`,
    admin.token,
    { tournament_id: tournamentId, allow_alternate: allowAlternate },
  );
  expect(added.body.allow_alternate).toBe(allowAlternate);
  const picks = await validPicks(ctx.app, member.token, tournamentId);
  const entriesUrl = `/api/pool-groups/${group.id}/tournaments/${tournamentId}/entries`;
  return { admin, member, group, tournamentId, picks, entriesUrl };
}

describe('alternates on the entry form', () => {
  it('takes a tier-4 alternate where the group allows one, and says so to members', async () => {
    const { member, group, tournamentId, picks, entriesUrl } = await groupOnNearer(true);
    const view = await call<MemberTournament[]>(
      'GET',
      `/api/pool-groups/${group.id}/available-tournaments`,
      member.token,
    );
    expect(view.body.find((t) => t.id === tournamentId)?.allowAlternate).toBe(true);
    const alternate = await spareTierFour(tournamentId, picks);
    const saved = await call<Entry>('POST', entriesUrl, member.token, {
      ...picks,
      alternateGolferId: alternate,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.alternate?.id).toBe(alternate);
  });

  it('refuses an alternate outside tier 4, one of the five, or where the group has none', async () => {
    const { member, picks, entriesUrl } = await groupOnNearer(true);
    const post = (alternateGolferId: number) =>
      call('POST', entriesUrl, member.token, { ...picks, alternateGolferId });
    expect(await post(picks.tier1GolferId)).toMatchObject({
      status: 400,
      body: { error: 'The alternate cannot be one of your five picks' },
    });
    const other = await groupOnNearer(true);
    const tierOne = (await validPicks(ctx.app, other.member.token, other.tournamentId, 3))
      .tier1GolferId;
    expect(await post(tierOne)).toMatchObject({
      status: 400,
      body: { error: 'The alternate must be a tier 4 golfer' },
    });

    const without = await groupOnNearer(false);
    const alternate = await spareTierFour(without.tournamentId, without.picks);
    const refused = await call('POST', without.entriesUrl, without.member.token, {
      ...without.picks,
      alternateGolferId: alternate,
    });
    expect(refused).toMatchObject({ status: 400, body: { error: NO_ALTERNATES } });
    const [stored] = await ctx.database.db
      .select()
      .from(entries)
      .where(eq(entries.userId, without.member.user.id));
    expect(stored).toBeUndefined();
  });
});

describe('a golfer withdrawing before hitting a shot', () => {
  it('is replaced by the alternate in the standings, with a line saying so', async () => {
    const live = await groupOnLiveTournament(ctx, 'elimination', 3);
    const { entryId, entry, alternate } = await firstEntryWithAlternate(live);
    const standingsOf = async () =>
      (await call<StandingsResponse>('GET', live.url, live.owner.token)).body;
    const rowOf = (body: StandingsResponse) => body.standings.find((r) => r.entryId === entryId)!;

    // Not allowed in this group: the alternate is kept but never counts.
    const withdrawn = await golferOf(entry.tier2GolferId);
    await withdraw(live.tournamentId, withdrawn.externalId!);
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
    await ctx.app.services.golfSync.refreshLive();
    const before = rowOf(await standingsOf());
    expect(before.alternate).toBeUndefined();
    expect(before.selections[1]).toMatchObject({ golferId: entry.tier2GolferId, status: 'WD' });
    expect(before.eliminated).toBe(true);

    // Allowed (set before play, as the admin would): the alternate plays the withdrawn slot.
    await ctx.app.services.live.write(async (tx, changed) => {
      await tx
        .update(groupTournaments)
        .set({ allowAlternate: true })
        .where(eq(groupTournaments.groupId, live.group.id));
      changed({
        kind: 'group-tournament',
        groupId: live.group.id,
        tournamentId: live.tournamentId,
      });
    });
    const after = rowOf(await standingsOf());
    expect(after.alternate).toEqual({
      slot: 1,
      replacedGolferId: entry.tier2GolferId,
      replacedName: withdrawn.name,
    });
    expect(after.selections[1]!.golferId).toBe(alternate);
    expect(after.selections.map((g) => g.golferId)).not.toContain(entry.tier2GolferId);
  });

  it("is told once in the group's chat, however many updates follow", async () => {
    const live = await groupOnLiveTournament(ctx, 'cut_score', 2);
    await ctx.database.db
      .update(groupTournaments)
      .set({ allowAlternate: true })
      .where(eq(groupTournaments.groupId, live.group.id));
    const { entry, alternate } = await firstEntryWithAlternate(live);
    const withdrawn = await golferOf(entry.tier1GolferId);
    const heard: GroupEvent[] = [];
    const stop = ctx.app.services.events.subscribe(live.group.id, (event) => heard.push(event));

    await withdraw(live.tournamentId, withdrawn.externalId!);
    for (let update = 0; update < 2; update += 1) {
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 5 * 60_000));
      await ctx.app.services.golfSync.refreshLive();
    }
    stop();
    const { body: chat } = await call<ChatMessage[]>(
      'GET',
      `/api/pool-groups/${live.group.id}/messages`,
      live.owner.token,
    );
    const notices = chat.filter((message) => message.kind === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: live.owner.user.id,
      message: noticeText((await golferOf(alternate)).name, withdrawn.name),
    });
    expect(heard.filter((event) => event.type === 'message')).toEqual([
      { type: 'message', data: notices[0] },
    ]);
  });

  it('cannot be switched on or off once play has started', async () => {
    const live = await groupOnLiveTournament(ctx, 'cut_score', 2);
    const refused = await call(
      'PUT',
      `/api/group-admin/${live.group.id}/tournaments/${live.tournamentId}`,
      live.owner.token,
      { allow_alternate: true },
    );
    expect(refused).toMatchObject({ status: 400, body: { error: ALTERNATES_FIXED_AT_START } });
  });
});
