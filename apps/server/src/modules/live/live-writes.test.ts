import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GroupEvent, StandingsResponse } from '@fairway/contract';
import { entries, groupTournaments, users } from '../../db/schema';
import {
  bearer,
  createGroup,
  injectJson,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

const ctx = useTestApp();
const get = <T>(url: string, token: string) =>
  injectJson<T>(ctx.app, { method: 'GET', url, headers: bearer(token) });
/** Standings as a polling page reads them: with the ETag it holds. */
async function standingsSince(url: string, token: string, etag?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(etag && { 'if-none-match': etag }) },
  });
  const body = response.statusCode === 200 ? response.json<StandingsResponse>() : undefined;
  return { status: response.statusCode, etag: String(response.headers.etag), body };
}

/** A group playing the live tournament, one entry each, standings already read (remembered). */
async function groupReadingStandings() {
  const owner = await registerUser(ctx.app);
  const player = await registerUser(ctx.app);
  const group = await createGroup(ctx.app, owner);
  await joinGroup(ctx.app, player, group.inviteCode);
  const { active } = await seasonTournaments(ctx.app);
  await ctx.database.db
    .insert(groupTournaments)
    .values({ groupId: group.id, tournamentId: active.id, poolType: 'cut_score' });
  const picks = await validPicks(ctx.app, owner.token, active.id);
  await ctx.database.db.insert(entries).values(
    [owner, player].map((member) => ({
      groupId: group.id,
      tournamentId: active.id,
      userId: member.user.id,
      ...picks,
      tiebreaker: -10,
    })),
  );
  const url = `/api/pool-groups/${group.id}/tournaments/${active.id}/standings`;
  const first = await standingsSince(url, owner.token);
  expect(first.status).toBe(200);
  // Every memory on the way (facts, entries, body, members, dashboard) now holds it.
  await get(`/api/pool-groups/${group.id}/members`, owner.token);
  await get('/api/dashboard', player.token);
  return { owner, player, group, tournamentId: active.id, url, etag: first.etag };
}

/** The version a group tournament's remembered views are filed under. */
async function versionOf(groupId: number): Promise<number> {
  const [row] = await ctx.database.db
    .select({ version: groupTournaments.version })
    .from(groupTournaments)
    .where(eq(groupTournaments.groupId, groupId));
  return row!.version;
}

describe('the live read model', () => {
  // A new write path refreshing every reader, on two instances: test/architecture.test.ts.
  it('bumps the version and announces in the same commit, once per group tournament', async () => {
    const { group, tournamentId } = await groupReadingStandings();
    const heard: GroupEvent[] = [];
    const stop = ctx.app.services.events.observe((groupId, event) => {
      if (groupId === group.id) heard.push(event);
    });
    const before = await versionOf(group.id);

    await ctx.app.services.live.write(async (_tx, changed) => {
      changed({ kind: 'group-tournament', groupId: group.id, tournamentId });
      changed({ kind: 'group-tournament', groupId: group.id, tournamentId });
    });
    expect(await versionOf(group.id)).toBe(before + 1);
    // Heard at once on this instance (before the writer answers), and again from the channel.
    expect(heard[0]).toEqual({ type: 'standings', data: { tournamentId } });
    stop();
  });

  it('neither bumps nor announces a write that rolls back', async () => {
    const { group, tournamentId, player } = await groupReadingStandings();
    const heard: GroupEvent[] = [];
    const stop = ctx.app.services.events.observe((groupId, event) => {
      if (groupId === group.id) heard.push(event);
    });
    const versionBefore = await versionOf(group.id);
    const failing = ctx.app.services.live.write(async (tx, changed) => {
      await tx.update(users).set({ name: 'Never Saved' }).where(eq(users.id, player.user.id));
      changed({ kind: 'group-tournament', groupId: group.id, tournamentId });
      throw new Error('the write failed');
    });
    await expect(failing).rejects.toThrow('the write failed');
    // A notification queued in a rolled-back transaction is never sent; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row!.name).not.toBe('Never Saved');
    expect(await versionOf(group.id)).toBe(versionBefore);
    stop();
  });
});
