import { eq, isNull, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox, notices as noticeRows, users } from '../../db/schema';
import {
  NUDGE_DEADLINE_PASSED,
  UNSUBSCRIBE_LINK_INVALID,
  type NudgeResponse,
  type MemberTournament,
  type NoticesResponse,
  type UserPreferences,
} from '@fairway/contract';
import {
  apiCaller,
  bearer,
  createGroup,
  finishTournament,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  TEST_NOW,
  TEST_PUBLIC_URL,
  useTestApp,
  validPicks,
  verifyEmailOf,
} from '../../../test/helpers';
import { linkIn } from '../../../test/mail-server';
import { DeadlineReminders } from './deadline-reminders';
import { NoticeDelivery } from './notice-delivery';
import { UnsubscribeTokens } from './unsubscribe-tokens';

const ctx = useTestApp({ mail: true, demo: true });
const call = apiCaller(ctx);
const HOUR = 3_600_000;

/** A group of three playing the nearer upcoming tournament; only the second member has picked. */
async function poolWithOneEntry() {
  // The season as the tests know it (an earlier test may have moved past the deadline).
  ctx.clock.set(TEST_NOW);
  const owner = await registerUser(ctx.app, { name: 'Olive Owner' });
  const picked = await registerUser(ctx.app, { name: 'Pat Picked' });
  const late = await registerUser(ctx.app, { name: 'Lou Late' });
  // Notices are mailed to proven addresses only; Pat's stays unproven (the results test).
  for (const member of [owner, late]) await verifyEmailOf(ctx, member);
  const group = await createGroup(ctx.app, owner);
  for (const member of [picked, late]) await joinGroup(ctx.app, member, group.inviteCode);
  const { nearer } = await seasonTournaments(ctx.app);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/group-admin/${group.id}/tournaments`,
    headers: bearer(owner.token),
    payload: { tournament_id: nearer.id },
  });
  const entered = await ctx.app.inject({
    method: 'POST',
    url: `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
    headers: bearer(picked.token),
    payload: await validPicks(ctx.app, picked.token, nearer.id),
  });
  expect(entered.statusCode).toBe(201);
  const { body } = await call<MemberTournament[]>(
    'GET',
    `/api/pool-groups/${group.id}/available-tournaments`,
    owner.token,
  );
  const deadline = new Date(body.find((t) => t.id === nearer.id)!.entryDeadline);
  return { owner, picked, late, group, tournamentId: nearer.id, deadline };
}

/** Notices recorded for the demo group's made-up members (none should be). */
const demoNotices = () =>
  ctx.database.db
    .select({ title: noticeRows.title })
    .from(noticeRows)
    .innerJoin(users, eq(users.id, noticeRows.userId))
    .where(like(users.email, '%@demo.fairway.invalid'));

const noticesOf = async (token: string) =>
  (await call<NoticesResponse>('GET', '/api/notices', token)).body;

describe('deadline reminders', () => {
  it('remind members without picks 24 hours and 1 hour before, once each, in the app and by email', async () => {
    const { owner, picked, late, group, tournamentId, deadline } = await poolWithOneEntry();
    const reminders = ctx.app.services.noticesJob;

    // More than a day before: nothing is due.
    ctx.clock.set(new Date(deadline.getTime() - 25 * HOUR));
    await reminders.runNow();
    expect((await noticesOf(owner.token)).notices).toEqual([]);

    ctx.clock.set(new Date(deadline.getTime() - 23 * HOUR));
    // Two instances at once, then a restart's run: still one reminder each.
    const otherInstance = new DeadlineReminders(
      ctx.database,
      ctx.clock,
      new NoticeDelivery(ctx.config, new UnsubscribeTokens(ctx.config.jwtSecret!)),
    );
    await Promise.all([reminders.runNow(), otherInstance.runDue()]);
    await reminders.runNow();
    for (const member of [owner, late]) {
      const { notices, unread } = await noticesOf(member.token);
      expect(unread).toBe(1);
      expect(notices).toMatchObject([
        {
          kind: 'deadline-24h',
          title: expect.stringMatching(/close in 23 hours$/),
          link: `/groups/${group.id}/tournament/${tournamentId}/entry`,
          read: false,
        },
      ]);
    }
    // Whoever picked is left alone.
    expect((await noticesOf(picked.token)).notices).toEqual([]);

    const mail = await ctx.mail.waitFor(late.user.email, (m) =>
      /close in 23 hours/.test(m.subject),
    );
    expect(mail.text).toContain('Hi Lou Late,');
    expect(mail.text).toMatch(/You have no picks in .+ yet\. Entries close .+ ET\./);
    expect(linkIn(mail, `${TEST_PUBLIC_URL}/groups/`).pathname).toBe(
      `/groups/${group.id}/tournament/${tournamentId}/entry`,
    );

    // The mail offers mail apps a one-click unsubscribe (RFC 8058) for the same person.
    const unsubscribe = linkIn(mail, `${TEST_PUBLIC_URL}/unsubscribe?token=`);
    const token = unsubscribe.searchParams.get('token')!;
    const header = (key: string) =>
      mail.parsed.headerLines.find((line) => line.key === key)?.line.replace(/^[^:]+:\s*/, '');
    const oneClick = new URL(header('list-unsubscribe')!.replace(/^<|>$/g, ''));
    expect(oneClick.origin + oneClick.pathname).toBe(
      `${TEST_PUBLIC_URL}/api/user/unsubscribe/one-click`,
    );
    expect(oneClick.searchParams.get('token')).toBe(token);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Lou unsubscribes with her mail app's button: the next reminder reaches the app only.
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: oneClick.pathname + oneClick.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await call<UserPreferences>('GET', '/api/user/preferences', late.token)).body).toEqual({
      emailNotifications: false,
      privateProfile: false,
    });

    ctx.clock.set(new Date(deadline.getTime() - 30 * 60_000));
    await reminders.runNow();
    await reminders.runNow();
    const ownerLastHour = await ctx.mail.waitFor(owner.user.email, (m) =>
      m.subject.startsWith('Last hour to pick'),
    );
    expect(ownerLastHour.text).toContain('Make my picks');
    expect((await noticesOf(late.token)).notices.map((n) => n.kind)).toEqual([
      'deadline-1h',
      'deadline-24h',
    ]);
    expect(ctx.mail.to(owner.user.email).filter((m) => /pick/i.test(m.subject))).toHaveLength(2);
    expect(ctx.mail.to(late.user.email).filter((m) => /pick/i.test(m.subject))).toHaveLength(1);

    // The bell marks them read.
    const read = await call<NoticesResponse>('POST', '/api/notices/read', late.token);
    expect(read.body.unread).toBe(0);
    expect(read.body.notices.every((n) => n.read)).toBe(true);

    // The demo group plays the same tournament, but its made-up members hear nothing.
    expect(await demoNotices()).toEqual([]);

    // After the deadline, nothing more.
    ctx.clock.set(new Date(deadline.getTime() + 60_000));
    await reminders.runNow();
    expect((await noticesOf(owner.token)).notices).toHaveLength(2);
  });

  it('lets a group admin nudge the members without picks, once an hour, before the deadline', async () => {
    const { owner, picked, late, group, tournamentId, deadline } = await poolWithOneEntry();
    const nudge = (token: string) =>
      call<NudgeResponse>(
        'POST',
        `/api/group-admin/${group.id}/tournaments/${tournamentId}/nudge`,
        token,
      );
    ctx.clock.set(new Date(deadline.getTime() - 72 * HOUR));

    expect((await nudge(picked.token)).status).toBe(403);
    const first = await nudge(owner.token);
    expect(first.status).toBe(200);
    // Lou has no picks; the admin herself has none either but is not nudged by her own click.
    expect(first.body).toEqual({
      nudged: 1,
      nextNudgeAt: new Date(deadline.getTime() - 71 * HOUR).toISOString(),
    });
    expect((await noticesOf(late.token)).notices).toMatchObject([
      { kind: 'nudge', title: expect.stringContaining('waiting for your picks') },
    ]);
    expect((await noticesOf(owner.token)).notices).toEqual([]);
    const mail = await ctx.mail.waitFor(late.user.email, (m) => m.subject.includes('waiting'));
    expect(mail.text).toMatch(/The admin of .+ reminds you/);

    // Within the hour: refused, and nobody hears twice.
    ctx.clock.set(new Date(deadline.getTime() - 71.5 * HOUR));
    const again = await call(
      'POST',
      `/api/group-admin/${group.id}/tournaments/${tournamentId}/nudge`,
      owner.token,
    );
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(
      /^Members were nudged less than an hour ago; you can nudge again after .+ ET$/,
    );
    expect((await noticesOf(late.token)).notices).toHaveLength(1);

    ctx.clock.set(new Date(deadline.getTime() - 70 * HOUR));
    expect((await nudge(owner.token)).body.nudged).toBe(1);
    expect((await noticesOf(late.token)).notices).toHaveLength(2);

    // Past the deadline nobody can pick: no nudge.
    ctx.clock.set(new Date(deadline.getTime() + 60_000));
    expect(
      await call(
        'POST',
        `/api/group-admin/${group.id}/tournaments/${tournamentId}/nudge`,
        owner.token,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: NUDGE_DEADLINE_PASSED },
    });
    expect(
      (await call('POST', `/api/group-admin/${group.id}/tournaments/999999/nudge`, owner.token))
        .status,
    ).toBe(404);
  });

  it('tells every member the final results once the tournament completes, once', async () => {
    const { owner, picked, late, group, tournamentId } = await poolWithOneEntry();
    await finishTournament(ctx, tournamentId);
    await ctx.app.services.noticesJob.runNow();
    await ctx.app.services.noticesJob.runNow();
    // A week on, the login tokens have expired: everyone signs in again.
    for (const member of [owner, picked, late])
      member.token = await loginAs(ctx.app, member.user.email, 'correct-horse-battery');

    const standings = `/groups/${group.id}/tournament/${tournamentId}/standings`;
    const [winner] = (await noticesOf(picked.token)).notices;
    expect(winner).toMatchObject({ kind: 'results', link: standings });
    expect(winner!.title).toMatch(/^Final results: .+ in /);
    expect(winner!.body).toMatch(
      /^You finished 1st of 1 entry at (E|[+-]\d+)\. Pat Picked won at (E|[+-]\d+)\.$/,
    );
    for (const member of [owner, late]) {
      const { notices } = await noticesOf(member.token);
      expect(notices.filter((n) => n.kind === 'results')).toHaveLength(1);
      expect(notices[0]!.body).toMatch(/^You did not play this one\. Pat Picked won at /);
    }
    expect(await demoNotices()).toEqual([]);
    const mail = await ctx.mail.waitFor(owner.user.email, (m) =>
      m.subject.startsWith('Final results'),
    );
    expect(mail.text).toContain('See the final standings');
    expect(linkIn(mail, `${TEST_PUBLIC_URL}/groups/`).pathname).toBe(standings);
    // Pat never proved the address: the bell has the results, the mail does not go.
    const unsent = () => ctx.database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    await vi.waitFor(async () => expect(await unsent()).toEqual([]));
    expect(ctx.mail.to(picked.user.email).filter((m) => m.subject.startsWith('Final'))).toEqual([]);
  });

  it('refuses an unsubscribe link it did not sign, and the bell is for signed-in people', async () => {
    const forged = await new UnsubscribeTokens(
      'another-secret-that-is-long-enough-for-hs256',
    ).issue(1);
    for (const token of [forged, 'not-a-token'])
      expect(await call('POST', '/api/user/unsubscribe', undefined, { token })).toMatchObject({
        status: 400,
        body: { error: UNSUBSCRIBE_LINK_INVALID },
      });
    expect((await call('POST', '/api/user/unsubscribe', undefined, {})).status).toBe(400);
    // The mail app's one-click POST: a form, the token in the address.
    const oneClick = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/user/unsubscribe/one-click?${new URLSearchParams({ token })}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick('not-a-token')).statusCode).toBe(400);
    expect((await call('GET', '/api/notices')).status).toBe(401);
    expect((await call('POST', '/api/notices/read')).status).toBe(401);
  });
});
