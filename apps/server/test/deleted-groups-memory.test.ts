import { describe, expect, it } from 'vitest';
import {
  apiCaller,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from './helpers';
import { NOTHING_REMEMBERED, rememberedOf } from './group-memory';

/**
 * A security review found the standings memory growing with groups created, read and deleted
 * (docs/security.md, "Caches that grew"): bodies of deleted groups stayed until the
 * tournament's next update. What an instance remembers of a group must go when the group is
 * deleted, and what it remembers of a group's tournament when the tournament is removed from
 * the group.
 */
const ctx = useTestApp();
const call = apiCaller(ctx);

describe('memory of deleted groups and removed tournaments', () => {
  it('keeps nothing of a group after create, read and delete cycles', async () => {
    const { active, nearer } = await seasonTournaments(ctx.app);
    const admin = await registerUser(ctx.app);
    const member = await registerUser(ctx.app);
    const picks = await validPicks(ctx.app, member.token, nearer.id);
    const deleted: number[] = [];

    for (let cycle = 0; cycle < 8; cycle += 1) {
      const group = await createGroup(ctx.app, admin, { name: `Cycle ${cycle}` });
      await joinGroup(ctx.app, member, group.inviteCode);
      for (const tournament of [active, nearer])
        expect(
          (
            await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
              tournament_id: tournament.id,
            })
          ).status,
        ).toBe(201);
      const entriesUrl = `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`;
      expect((await call('POST', entriesUrl, member.token, picks)).status).toBe(201);
      // Everything that fills a memory: standings (bodies, entries, facts), the group page
      // and the dashboard (member and entry counts), memberships.
      for (const tournament of [active, nearer])
        expect(
          (
            await call(
              'GET',
              `/api/pool-groups/${group.id}/tournaments/${tournament.id}/standings`,
              member.token,
            )
          ).status,
        ).toBe(200);
      expect((await call('GET', `/api/pool-groups/${group.id}`, admin.token)).status).toBe(200);
      expect((await call('GET', '/api/dashboard', member.token)).status).toBe(200);
      const before = rememberedOf(ctx.app, group.id);
      expect(before.standingsBodies.sort()).toEqual(
        [`${group.id}:${active.id}`, `${group.id}:${nearer.id}`].sort(),
      );
      for (const memory of Object.values(before)) expect(memory.length).toBeGreaterThan(0);

      // The tournament taken out of the group goes from every memory; the other stays.
      expect(
        (await call('DELETE', `/api/group-admin/${group.id}/tournaments/${nearer.id}`, admin.token))
          .status,
      ).toBe(200);
      expect(rememberedOf(ctx.app, group.id, nearer.id)).toEqual(NOTHING_REMEMBERED);
      expect(rememberedOf(ctx.app, group.id).standingsBodies).toEqual([`${group.id}:${active.id}`]);

      expect((await call('DELETE', `/api/pool-groups/${group.id}`, admin.token)).status).toBe(200);
      deleted.push(group.id);
      expect(rememberedOf(ctx.app, group.id)).toEqual(NOTHING_REMEMBERED);
    }

    // After every cycle (and the notifications that follow), nothing of any of them is left.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const groupId of deleted)
      expect(rememberedOf(ctx.app, groupId)).toEqual(NOTHING_REMEMBERED);
    expect(ctx.app.services.standings.memory()).toMatchObject({ bodies: [], bodyBytes: 0 });
  });
});
