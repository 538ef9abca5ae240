import { describe, expect, it } from 'vitest';
import type { HistoryItem, StandingsResponse, TournamentPaymentsResponse } from '@fairway/contract';
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

describe('entries in the money', () => {
  it("number a player's entries in entry order, on the payment page and in history", async () => {
    const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
    const ann = await registerUser(ctx.app, { name: 'Ann' });
    const bob = await registerUser(ctx.app, { name: 'Bob' });
    const group = await createGroup(ctx.app, admin, { name: 'Numbered Pool' });
    for (const member of [ann, bob]) await joinGroup(ctx.app, member, group.inviteCode);
    const { nearer } = await seasonTournaments(ctx.app);
    // Four places paid and four entries: every entry is in the money.
    const added = await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: nearer.id,
      entry_fee: 10,
      max_entries_per_user: 3,
      payout_structure: '40/30/20/10',
    });
    expect(added.status).toBeLessThan(300);
    for (const [token, offset] of [
      [ann.token, 0],
      [bob.token, 3],
      [ann.token, 6],
      [ann.token, 9],
    ] as const) {
      const made = await call(
        'POST',
        `/api/pool-groups/${group.id}/tournaments/${nearer.id}/entries`,
        token,
        await validPicks(ctx.app, token, nearer.id, offset),
      );
      expect(made.status).toBeLessThan(300);
    }
    await finishTournament(ctx, nearer.id);
    admin.token = await loginAs(ctx.app, admin.user.email, PASSWORD);
    ann.token = await loginAs(ctx.app, ann.user.email, PASSWORD);

    // Ann's entries are #1, #2 and #3 in the order she made them (entry id), wherever they
    // finished; Bob's only one is plain. Expected, by player and rank, from the standings.
    const { body: final } = await call<StandingsResponse>(
      'GET',
      `/api/pool-groups/${group.id}/tournaments/${nearer.id}/standings`,
      ann.token,
    );
    const annIds = final.standings
      .filter((row) => row.player.name === 'Ann')
      .map((row) => row.entryId)
      .sort((a, b) => a - b);
    const expected = final.standings
      .map((row) => ({
        place: `${row.player.name} ${row.rank}`,
        number: row.player.name === 'Ann' ? annIds.indexOf(row.entryId) + 1 : null,
      }))
      .sort((a, b) => a.place.localeCompare(b.place) || (a.number ?? 0) - (b.number ?? 0));
    const sorted = (rows: { place: string; number: number | null }[]) =>
      [...rows].sort((a, b) => a.place.localeCompare(b.place) || (a.number ?? 0) - (b.number ?? 0));

    const { body: payments } = await call<TournamentPaymentsResponse>(
      'GET',
      `/api/group-admin/${group.id}/tournaments/${nearer.id}/member-payments`,
      admin.token,
    );
    expect(
      sorted(
        payments.payouts.paid_entries.map((entry) => ({
          place: `${entry.player_name} ${entry.rank}`,
          number: entry.entry_number,
        })),
      ),
    ).toEqual(expected);

    const { body: history } = await call<HistoryItem[]>(
      'GET',
      '/api/tournaments/history',
      ann.token,
    );
    const places = history.find((item) => item.id === nearer.id)!.payouts;
    expect(
      sorted(
        places.map((place) => ({
          place: `${place.playerName} ${place.rank}`,
          number: place.entryNumber,
        })),
      ),
    ).toEqual(expected);
  });
});
