import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, NoticesResponse } from '@fairway/contract';
import {
  chatMessages,
  entries,
  golfers,
  groupTournaments,
  mailOutbox,
  notices as noticeRows,
  tournamentGolfers,
  tournaments,
} from '../../db/schema';
import { apiCaller, useTestApp, verifyEmailOf } from '../../../test/helpers';
import { groupOnLiveTournament } from '../../../test/live-group';
import { withWithdrawals } from '../../golf-data/simulator/withdrawals';
import { AlternateNotices, noticeText, ownerNoticeText } from './alternate-notices';
import { NoticeDelivery } from './notice-delivery';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/** An alternate coming in reaches the entry's owner in the bell (docs/rules.md, "Withdrawal protection"). */
let provider: ReturnType<typeof withWithdrawals>;
const ctx = useTestApp({
  mail: true,
  provider: (simulator) => (provider = withWithdrawals(simulator)),
});
const call = apiCaller(ctx);

/** A live group of two whose first entry names a spare tier-4 alternate; alternates on or off. */
async function liveGroupWithAlternate(allowAlternate: boolean) {
  const live = await groupOnLiveTournament(ctx, 'cut_score', 2);
  const db = ctx.database.db;
  await db
    .update(groupTournaments)
    .set({ allowAlternate })
    .where(eq(groupTournaments.groupId, live.group.id));
  const entryId = live.entryIds[0]!;
  const [entry] = await db.select().from(entries).where(eq(entries.id, entryId));
  const tierFour = await db
    .select({ id: tournamentGolfers.golferId })
    .from(tournamentGolfers)
    .where(
      and(eq(tournamentGolfers.tournamentId, live.tournamentId), eq(tournamentGolfers.tier, 4)),
    );
  const alternate = tierFour.find(
    ({ id }) => id !== entry!.tier4GolferId1 && id !== entry!.tier4GolferId2,
  )!.id;
  await db.update(entries).set({ alternateGolferId: alternate }).where(eq(entries.id, entryId));
  const nameOf = async (id: number) =>
    (await db.select().from(golfers).where(eq(golfers.id, id)))[0]!;
  return { ...live, entryId, entry: entry!, alternate: await nameOf(alternate), nameOf };
}

/** The golfer withdraws before hitting a shot, and the next leaderboard is stored. */
async function withdrawAndUpdate(tournamentId: number, externalGolferId: string, updates = 1) {
  const [tournament] = await ctx.database.db
    .select({ externalId: tournaments.externalId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  provider.withdraw(tournament!.externalId!, externalGolferId);
  for (let update = 0; update < updates; update += 1) {
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 5 * 60_000));
    await ctx.app.services.golfSync.refreshLive();
  }
}

const tournamentName = async ({ tournamentId }: { tournamentId: number }) =>
  (
    await ctx.database.db
      .select({ name: tournaments.name })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
  )[0]!.name;

const alternateNoticesOf = async (token: string) =>
  (await call<NoticesResponse>('GET', '/api/notices', token)).body.notices.filter(
    (notice) => notice.kind === 'alternate',
  );

const chatNoticesOf = async (groupId: number) =>
  ctx.database.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.groupId, groupId), eq(chatMessages.kind, 'notice')));

describe('an alternate coming in, in the bell', () => {
  it("tells the entry's owner once, in the bell and by mail, however many updates follow", async () => {
    const live = await liveGroupWithAlternate(true);
    await verifyEmailOf(ctx, live.owner);
    const withdrawn = await live.nameOf(live.entry.tier3GolferId);
    await withdrawAndUpdate(live.tournamentId, withdrawn.externalId!, 2);

    const told = await alternateNoticesOf(live.owner.token);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'alternate',
        title: `Alternate in: ${live.alternate.name} plays for your entry in ${live.group.name}`,
        body: ownerNoticeText(live.alternate.name, withdrawn.name, await tournamentName(live)),
        link: `/groups/${live.group.id}/tournament/${live.tournamentId}/standings`,
        read: false,
      }),
    ]);
    // The other member's entry had no alternate: nothing for them.
    expect(await alternateNoticesOf(live.members[1]!.token)).toEqual([]);
    // The chat's line, as before: one.
    const { body: chat } = await call<ChatMessage[]>(
      'GET',
      `/api/pool-groups/${live.group.id}/messages`,
      live.owner.token,
    );
    expect(chat.filter((message) => message.kind === 'notice').map((m) => m.message)).toEqual([
      noticeText(live.alternate.name, withdrawn.name),
    ]);
    // The owner proved the address and wants email: one mail, in the same words.
    const mail = await ctx.mail.waitFor(live.owner.user.email, (m) => m.subject === told[0]!.title);
    expect(mail.text).toContain(told[0]!.body);
    const queued = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'alternate'));
    expect(queued).toHaveLength(1);
  });

  it('is written with the claim: a failure leaves both for the next update, and two instances tell it once', async () => {
    // Off while the update is stored, so the app's own listener claims nothing yet.
    const live = await liveGroupWithAlternate(false);
    const withdrawn = await live.nameOf(live.entry.tier1GolferId);
    await withdrawAndUpdate(live.tournamentId, withdrawn.externalId!);
    await ctx.database.db
      .update(groupTournaments)
      .set({ allowAlternate: true })
      .where(eq(groupTournaments.groupId, live.group.id));
    const { live: liveWrites } = ctx.app.services;
    const delivery = new NoticeDelivery(ctx.config, new UnsubscribeTokens(ctx.config.jwtSecret!));
    const instance = () => new AlternateNotices(ctx.database, liveWrites, ctx.clock, delivery);

    // The bell's write fails: the claim and the chat line go with it.
    const failing = new AlternateNotices(ctx.database, liveWrites, ctx.clock, {
      deliver: () => Promise.reject(new Error('the notices table is unavailable')),
    } as unknown as NoticeDelivery);
    await expect(failing.afterLeaderboard(live.tournamentId)).rejects.toThrow(/unavailable/);
    const [unclaimed] = await ctx.database.db
      .select({ at: entries.alternateAnnouncedAt })
      .from(entries)
      .where(eq(entries.id, live.entryId));
    expect(unclaimed!.at).toBeNull();
    expect(await chatNoticesOf(live.group.id)).toEqual([]);
    expect(await alternateNoticesOf(live.owner.token)).toEqual([]);

    // Two instances hear the next update at once: one of them tells it.
    const counts = await Promise.all([
      instance().afterLeaderboard(live.tournamentId),
      instance().afterLeaderboard(live.tournamentId),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await instance().afterLeaderboard(live.tournamentId)).toBe(0);
    expect(await chatNoticesOf(live.group.id)).toHaveLength(1);
    expect(await alternateNoticesOf(live.owner.token)).toHaveLength(1);
    const rows = await ctx.database.db
      .select()
      .from(noticeRows)
      .where(eq(noticeRows.dedupeKey, `alternate:${live.entryId}`));
    expect(rows).toHaveLength(1);
  });
});
