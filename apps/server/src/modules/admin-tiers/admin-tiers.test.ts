import { describe, expect, it } from 'vitest';
import type {
  AdminTiersResponse,
  AvailableGolfer,
  GolfersByTierResponse,
  TierChangeConflict,
} from '@fairway/contract';
import {
  ADMIN,
  apiCaller,
  createGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  useTestApp,
  validPicks,
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);
const adminToken = () => loginAs(ctx.app, ADMIN.email, ADMIN.password);

type Tiers = AdminTiersResponse['tiers'];
const asBody = (tiers: Tiers) => ({ tiers });

describe('platform admin tiers', () => {
  it('reads the tiers keyed 1 to 4 and the untiered golfers', async () => {
    const token = await adminToken();
    const { farther } = await seasonTournaments(ctx.app);
    const { status, body } = await call<AdminTiersResponse>(
      'GET',
      `/api/admin/tournament/${farther.id}/tiers`,
      token,
    );
    expect(status).toBe(200);
    expect(Object.keys(body.tiers)).toEqual(['1', '2', '3', '4']);
    const available = await call<AvailableGolfer[]>(
      'GET',
      `/api/admin/tournament/${farther.id}/available-golfers`,
      token,
    );
    const tiered = Object.values(body.tiers).flat().length;
    expect(tiered + available.body.length).toBeGreaterThan(100);
    expect(available.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      odds: expect.toBeOneOf([expect.any(Number), null]),
    });
  });

  it('saves new tiers, which members then pick from', async () => {
    const token = await adminToken();
    const { farther } = await seasonTournaments(ctx.app);
    const base = `/api/admin/tournament/${farther.id}`;
    const before = (await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body;
    const everyone = [
      ...Object.values(before.tiers).flat(),
      ...(await call<AvailableGolfer[]>('GET', `${base}/available-golfers`, token)).body.map(
        (golfer) => ({ ...golfer, odds: null }),
      ),
    ];
    const tiers: Tiers = {
      1: everyone.slice(0, 2).map((g) => ({ ...g, odds: 8.5 })),
      2: everyone.slice(2, 4),
      3: everyone.slice(4, 6),
      4: everyone.slice(6, 10),
    };
    const saved = await call('POST', `${base}/tiers`, token, {
      ...asBody(tiers),
      tournamentId: farther.id,
    });
    expect(saved).toEqual({
      status: 200,
      body: { message: 'Tiers updated successfully', affectedEntries: 0 },
    });

    const after = (await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body;
    expect(after.tiers['1'].map((g) => [g.id, g.odds])).toEqual(tiers[1].map((g) => [g.id, 8.5]));
    expect(after.tiers['4'].map((g) => g.id).sort()).toEqual(tiers[4].map((g) => g.id).sort());
    const available = (await call<AvailableGolfer[]>('GET', `${base}/available-golfers`, token))
      .body;
    expect(available).toHaveLength(everyone.length - 10);

    const member = await registerUser(ctx.app);
    const byTier = await call<GolfersByTierResponse>(
      'GET',
      `/api/tournament/${farther.id}/golfers-by-tier`,
      member.token,
    );
    expect(byTier.body.tiers.tier2.map((g) => g.id).sort()).toEqual(
      tiers[2].map((g) => g.id).sort(),
    );
  });

  it.each([
    [
      'more than 15 in tier 1',
      (ids: number[]) => ({ 1: ids.slice(0, 16).map((id) => ({ id, odds: 5 })) }),
      'Too many golfers in tier 1! Limit is 15',
    ],
    [
      'a golfer in two tiers',
      (ids: number[]) => ({ 1: [{ id: ids[0], odds: 5 }], 4: [{ id: ids[0], odds: null }] }),
      'is in more than one tier',
    ],
    [
      'negative odds',
      (ids: number[]) => ({ 2: [{ id: ids[0], odds: -3 }] }),
      'Odds must be a positive number or empty',
    ],
    [
      'text odds',
      (ids: number[]) => ({ 2: [{ id: ids[0], odds: 'long' }] }),
      'Odds must be a positive number or empty',
    ],
    [
      'a golfer outside the field',
      () => ({ 4: [{ id: 99_999_999, odds: null }] }),
      "is not in this tournament's field",
    ],
  ])('refuses %s with a clear 400 and changes nothing', async (_label, make, error) => {
    const token = await adminToken();
    const { farther } = await seasonTournaments(ctx.app);
    const base = `/api/admin/tournament/${farther.id}`;
    const before = (await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body;
    const ids = [
      ...Object.values(before.tiers).flat(),
      ...(await call<AvailableGolfer[]>('GET', `${base}/available-golfers`, token)).body,
    ].map((golfer) => golfer.id);
    const response = await call('POST', `${base}/tiers`, token, { tiers: make(ids) });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(error);
    expect((await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body).toEqual(before);
  });

  it('asks for confirmation before moving golfers that entries hold', async () => {
    const token = await adminToken();
    const { nearer } = await seasonTournaments(ctx.app);
    const owner = await registerUser(ctx.app);
    const group = await createGroup(ctx.app, owner);
    await call('POST', `/api/group-admin/${group.id}/tournaments`, owner.token, {
      tournament_id: nearer.id,
    });
    const picks = await validPicks(ctx.app, owner.token, nearer.id);
    await call(
      'POST',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
      owner.token,
      picks,
    );

    const base = `/api/admin/tournament/${nearer.id}`;
    const before = (await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body;
    expect(before.entryCount).toBeGreaterThanOrEqual(1);
    // Move the tier-1 pick down to tier 2.
    const moved = before.tiers['1'].find((g) => g.id === picks.tier1GolferId)!;
    const tiers: Tiers = {
      ...before.tiers,
      1: before.tiers['1'].filter((g) => g.id !== moved.id),
      2: [...before.tiers['2'], moved].slice(-15),
    };
    const refused = await call<TierChangeConflict>('POST', `${base}/tiers`, token, { tiers });
    expect(refused.status).toBe(409);
    expect(refused.body.affectedEntries).toBeGreaterThanOrEqual(1);
    expect(refused.body.movedGolfers).toContainEqual(
      expect.objectContaining({ id: moved.id, name: moved.name, from: 1, to: 2 }),
    );
    expect((await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body).toEqual(before);

    const confirmed = await call('POST', `${base}/tiers`, token, { tiers, confirm: true });
    expect(confirmed.status).toBe(200);
    const after = (await call<AdminTiersResponse>('GET', `${base}/tiers`, token)).body;
    expect(after.tiers['2'].map((g) => g.id)).toContain(moved.id);
  });

  it('is for user 1 only, and refuses bad ids and completed tournaments', async () => {
    const token = await adminToken();
    const member = await registerUser(ctx.app);
    const { farther, completed } = await seasonTournaments(ctx.app);
    for (const [method, path] of [
      ['GET', `/api/admin/tournament/${farther.id}/tiers`],
      ['GET', `/api/admin/tournament/${farther.id}/available-golfers`],
      ['POST', `/api/admin/tournament/${farther.id}/tiers`],
    ] as const) {
      expect((await call(method, path, member.token, { tiers: 'x' })).body).toEqual({
        error: 'Admin access required',
      });
      expect((await call(method, path, undefined, {})).status).toBe(401);
    }
    expect((await call('GET', '/api/admin/tournament/abc/tiers', token)).status).toBe(400);
    expect((await call('GET', '/api/admin/tournament/99999/tiers', token)).status).toBe(404);
    const mismatch = await call('POST', `/api/admin/tournament/${farther.id}/tiers`, token, {
      tiers: {},
      tournamentId: farther.id + 1,
    });
    expect(mismatch.status).toBe(400);
    const done = await call('POST', `/api/admin/tournament/${completed[0]!.id}/tiers`, token, {
      tiers: {},
    });
    expect(done).toEqual({
      status: 400,
      body: { error: 'The tiers of a completed tournament cannot change' },
    });
  });
});
