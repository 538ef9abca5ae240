import { describe, expect, it } from 'vitest';
import type { SeasonResponse, StandingsResponse } from '@fairway/contract';
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
} from '../../../test/helpers';

const ctx = useTestApp();
const call = apiCaller(ctx);
const PASSWORD = 'correct-horse-battery';

describe('the season money list', () => {
  it("adds up each member's tournaments, fees owed and paid, and payouts won once completed", async () => {
    const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
    const ann = await registerUser(ctx.app, { name: 'Ann' });
    const bob = await registerUser(ctx.app, { name: 'Bob' });
    const cy = await registerUser(ctx.app, { name: 'Cy' });
    const group = await createGroup(ctx.app, admin, { name: 'Season Pool' });
    for (const member of [ann, bob, cy]) await joinGroup(ctx.app, member, group.inviteCode);
    const { nearer } = await seasonTournaments(ctx.app);
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: nearer.id,
      entry_fee: 10,
      max_entries_per_user: 2,
      payout_structure: '100',
    });
    const enter = async (token: string, offset: number) =>
      call(
        'POST',
        `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
        token,
        await validPicks(ctx.app, token, nearer.id, offset),
      );
    await enter(ann.token, 0);
    await enter(ann.token, 3);
    await enter(bob.token, 6);
    await call(
      'POST',
      `/api/group-admin/${group.id}/tournaments/${nearer.id}/mark-payment`,
      admin.token,
      {
        user_id: ann.user.id,
        amount_paid: 20,
        payment_method: 'cash',
      },
    );
    const season = `/api/pool-groups/${group.id}/season?year=${nearer.startDate.slice(0, 4)}`;

    // Before it completes, the tournament is not in the season yet.
    const early = await call<SeasonResponse>('GET', season, cy.token);
    expect(early.status).toBe(200);
    expect(early.body.tournaments).toEqual([]);

    await finishTournament(ctx, nearer.id);
    // A week on: signed in again.
    cy.token = await loginAs(ctx.app, cy.user.email, PASSWORD);

    const standings = await call<StandingsResponse>(
      'GET',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/standings`,
      cy.token,
    );
    const wonBy = (userId: number) =>
      standings.body.standings
        .filter((entry) => entry.player.id === userId)
        .reduce((sum, entry) => sum + entry.payout, 0);

    const { status, body } = await call<SeasonResponse>('GET', season, cy.token);
    expect(status).toBe(200);
    expect(body.tournaments).toEqual([
      { id: nearer.id, name: expect.any(String), startDate: nearer.startDate },
    ]);
    const of = (userId: number) => body.members.find((member) => member.userId === userId)!;
    expect(of(ann.user.id)).toMatchObject({
      name: 'Ann',
      tournamentsPlayed: 1,
      feesOwed: 20,
      feesPaid: 20,
      payoutsWon: wonBy(ann.user.id),
      net: wonBy(ann.user.id) - 20,
    });
    expect(of(bob.user.id)).toMatchObject({ tournamentsPlayed: 1, feesOwed: 10, feesPaid: 0 });
    expect(of(cy.user.id)).toMatchObject({
      tournamentsPlayed: 0,
      feesOwed: 0,
      payoutsWon: 0,
      net: 0,
    });
    // The whole pot ($30, one place paid) went to someone; the list puts them first.
    expect(body.members.reduce((sum, member) => sum + member.payoutsWon, 0)).toBe(30);
    expect(body.members[0]!.payoutsWon).toBe(30);

    // Another year has nothing; a bad year is a 400; strangers see nothing.
    expect(
      (await call<SeasonResponse>('GET', `/api/pool-groups/${group.id}/season?year=2001`, cy.token))
        .body.tournaments,
    ).toEqual([]);
    expect(
      (await call('GET', `/api/pool-groups/${group.id}/season?year=soon`, cy.token)).status,
    ).toBe(400);
    const stranger = await registerUser(ctx.app);
    expect((await call('GET', season, stranger.token)).status).toBe(404);
  });
});
