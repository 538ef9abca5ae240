import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse, DemoResponse } from '@fairway/contract';
import { groupTournaments, poolGroups, tournaments } from '../../db/schema';
import {
  bearer,
  createGroup,
  injectJson,
  joinGroup,
  registerUser,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

const ctx = useTestApp({ demo: true });
const dashboard = (token: string) =>
  injectJson<DashboardResponse>(ctx.app, {
    method: 'GET',
    url: '/api/dashboard',
    headers: bearer(token),
  });

async function seasonByStatus() {
  const rows = await ctx.database.db.select().from(tournaments);
  const upcoming = rows
    .filter((t) => t.status === 'upcoming')
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return {
    active: rows.find((t) => t.status === 'active')!,
    nearer: upcoming[0]!,
    farther: upcoming[1]!,
  };
}

describe('GET /api/dashboard', () => {
  it('needs a token', async () => {
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/dashboard' })).status).toBe(401);
  });

  it('is empty but well-formed for a newcomer', async () => {
    const { token, user } = await registerUser(ctx.app, { name: 'Nina New' });
    const { status, body } = await dashboard(token);
    expect(status).toBe(200);
    expect(body).toEqual({
      user: { id: user.id, name: 'Nina New', email: user.email, groups: [] },
      urgentActions: [],
      liveTournaments: [],
      upcomingTournaments: [],
      summary: { totalGroups: 0, activeEntries: 0, urgentDeadlines: 0 },
    });
  });

  it("lists the caller's groups and their live and upcoming tournaments, with urgent deadlines by priority", async () => {
    const owner = await registerUser(ctx.app);
    const friend = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner, { name: 'Dashboard Pool' });
    await joinGroup(ctx.app, friend, group.inviteCode);
    const { active, nearer, farther } = await seasonByStatus();
    const now = ctx.clock.now().getTime();
    // Custom deadlines put one pick 30 minutes away (critical) and one 10 hours away (high).
    await ctx.database.db.insert(groupTournaments).values([
      { groupId: group.id, tournamentId: active.id },
      { groupId: group.id, tournamentId: nearer.id, entryDeadline: new Date(now + 30 * 60_000) },
      {
        groupId: group.id,
        tournamentId: farther.id,
        entryDeadline: new Date(now + 10 * 3_600_000),
      },
    ]);

    const { body } = await dashboard(friend.token);
    expect(body.user.groups).toEqual([
      {
        id: group.id,
        name: 'Dashboard Pool',
        memberCount: 2,
        role: 'member',
        hasActiveTournament: true,
      },
    ]);
    expect(body.liveTournaments.map((item) => [item.tournament.id, item.group.id])).toEqual([
      [active.id, group.id],
    ]);
    expect(body.upcomingTournaments.map((item) => item.tournament.id)).toEqual([
      nearer.id,
      farther.id,
    ]);
    expect(body.urgentActions.map((a) => [a.tournament.id, a.priority])).toEqual([
      [nearer.id, 'critical'],
      [farther.id, 'high'],
    ]);
    expect(body.urgentActions[0]!.hoursUntil).toBeCloseTo(0.5, 1);
    expect(body.summary).toEqual({ totalGroups: 1, activeEntries: 0, urgentDeadlines: 2 });
  });

  it('is remembered, and shows at once a group joined, a tournament added and an entry made', async () => {
    const owner = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    expect((await dashboard(member.token)).body.user.groups).toEqual([]);

    await joinGroup(ctx.app, member, group.inviteCode);
    expect((await dashboard(member.token)).body.user.groups.map((g) => g.id)).toEqual([group.id]);

    const { nearer } = await seasonByStatus();
    const call = (url: string, token: string, payload: object) =>
      injectJson(ctx.app, { method: 'POST', url, headers: bearer(token), payload });
    const added = await call(`/api/group-admin/${group.id}/tournaments`, owner.token, {
      tournament_id: nearer.id,
    });
    expect(added.status).toBe(201);
    const before = (await dashboard(member.token)).body;
    expect(before.urgentActions.map((a) => a.tournament.id)).toEqual([nearer.id]);

    const entered = await call(
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      member.token,
      await validPicks(ctx.app, member.token, nearer.id),
    );
    expect(entered.status).toBe(201);
    const after = (await dashboard(member.token)).body;
    expect(after.urgentActions).toEqual([]);
    expect(after.summary.activeEntries).toBe(1);
  });

  it('answers 304 to the ETag it gave, and a new body once a deadline passes', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const { nearer } = await seasonByStatus();
    const deadline = new Date(ctx.clock.now().getTime() + 30_000);
    await ctx.database.db
      .insert(groupTournaments)
      .values({ groupId: group.id, tournamentId: nearer.id, entryDeadline: deadline });
    const read = (etag?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { ...bearer(owner.token), ...(etag && { 'if-none-match': etag }) },
      });
    const first = await read();
    expect(first.json<DashboardResponse>().urgentActions).toHaveLength(1);
    const etag = String(first.headers.etag);
    expect((await read(etag)).statusCode).toBe(304);

    const before = ctx.clock.now();
    try {
      ctx.clock.set(new Date(deadline.getTime() + 1));
      const later = await read(etag);
      expect(later.statusCode).toBe(200);
      expect(later.json<DashboardResponse>().urgentActions).toEqual([]);
    } finally {
      ctx.clock.set(before);
    }
  });

  it('drops a deadline from urgent actions once it has passed or entries are disabled', async () => {
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    const { nearer, farther } = await seasonByStatus();
    const now = ctx.clock.now().getTime();
    await ctx.database.db.insert(groupTournaments).values([
      { groupId: group.id, tournamentId: nearer.id, entryDeadline: new Date(now - 60_000) },
      { groupId: group.id, tournamentId: farther.id, isActive: false },
    ]);
    const { body } = await dashboard(owner.token);
    expect(body.urgentActions).toEqual([]);
    expect(body.upcomingTournaments).toHaveLength(2);
    // The admin opens entries again: the remembered dashboard hears of it.
    const opened = await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/group-admin/${group.id}/tournaments/${farther.id}/toggle-entries`,
      headers: bearer(owner.token),
      payload: { is_active: true },
    });
    expect(opened.status).toBe(200);
    const after = await dashboard(owner.token);
    expect(after.body.urgentActions.map((a) => [a.tournament.id, a.priority])).toEqual([
      [farther.id, 'normal'],
    ]);
  });
});

describe('GET /api/pool-groups/demo', () => {
  it('serves the seeded demo group publicly: members, chat, and live and upcoming tournaments with pick counts', async () => {
    const { status, body } = await injectJson<DemoResponse>(ctx.app, {
      method: 'GET',
      url: '/api/pool-groups/demo',
    });
    expect(status).toBe(200);
    expect(body.group.name).toBe('Saturday Skins Club');
    expect(body.members.length).toBe(8);
    expect(body.members.filter((m) => m.role === 'admin')).toHaveLength(2);
    expect(body.messages.length).toBeGreaterThan(5);
    expect(body.messages.map((m) => m.createdAt)).toEqual(
      [...body.messages.map((m) => m.createdAt)].sort(),
    );
    expect(body.tournaments.map((t) => t.status).sort()).toEqual(['active', 'upcoming']);
    const live = body.tournaments.find((t) => t.status === 'active')!;
    expect(live.pickSubmissions).toEqual({ submitted: 8, total: 8, percentage: 100 });
    const upcoming = body.tournaments.find((t) => t.status === 'upcoming')!;
    expect(upcoming.pickSubmissions).toEqual({ submitted: 5, total: 8, percentage: 63 });
  });

  it('is read-only: nobody can join it or post to it', async () => {
    const user = await registerUser(ctx.app);
    const [demo] = await ctx.database.db
      .select()
      .from(poolGroups)
      .where(eq(poolGroups.isDemo, true));
    const join = await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/pool-groups/join/${demo!.inviteCode}`,
      headers: bearer(user.token),
    });
    expect(join).toEqual({ status: 403, body: { error: 'The demo group is read-only' } });
    expect(
      (
        await injectJson(ctx.app, {
          method: 'POST',
          url: `/api/pool-groups/${demo!.id}/messages`,
          headers: bearer(user.token),
          payload: { message: 'hi' },
        })
      ).status,
    ).toBe(404);
  });
});
