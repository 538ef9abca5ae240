import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  HistoryItem,
  StandingsResponse,
  TournamentHistoryDetail,
  TournamentSummary,
} from '@fairway/contract';
import { golfers, poolGroups, users } from '../../db/schema';
import { registerUser, verifyEmailOf } from '../../../test/helpers';
import { adminToken, csvOf, useHistoricalUploads } from './csv-upload-helpers';

// The second test claims what the first imported: they run in this order, on one database.
const { ctx, call, upload, completedWithBoard } = useHistoricalUploads({ mail: true });

describe('POST /api/admin/historical/pool-entries/upload', () => {
  it('imports entries into history, creating tournaments, users and golfers as needed', async () => {
    // Hattie proved her email: her rows join her account. Unproven's registration did not.
    const member = await registerUser(ctx.app, { name: 'Hattie History' });
    await verifyEmailOf(ctx, member);
    const unproven = await registerUser(ctx.app, {
      name: 'Unproven',
      email: 'unproven@example.com',
    });
    const { tournament, board } = await completedWithBoard();
    const names = board.slice(0, 6).map((row) => row.name);
    const reversed = (name: string) => {
      const words = name.split(' ');
      return `${words.at(-1)!.toUpperCase()}, ${words.slice(0, -1).join(' ')}`;
    };
    const rows = [
      // A season tournament, found by name (any case) and date: scored from its leaderboard.
      [
        tournament.name.toUpperCase(),
        tournament.startDate,
        member.user.email.toUpperCase(),
        'ignored for an existing user',
        reversed(names[0]!),
        names[1]!.toLowerCase(),
        names[2]!,
        names[3]!,
        names[4]!,
        -12,
      ],
      // A past event the database has never seen: created, with its golfers and a new user.
      [
        'Legacy Invitational',
        '2019-05-02',
        'old.timer@example.com',
        'Old Timer',
        names[0]!,
        'Brandnew Golferson',
        'Åke Nilsson',
        'Zed Unknown',
        'Yves Unknown',
        '',
      ],
      [
        'Legacy Invitational',
        '2019-05-02',
        member.user.email,
        'Hattie',
        names[1]!,
        'brandnew golferson',
        'Ake Nilsson',
        'Nilsson, Ake Jr',
        'Yves Unknown',
        '3',
      ],
      [
        'Legacy Invitational',
        '2019-05-02',
        'unproven@example.com',
        'Real Owner',
        names[2]!,
        'Brandnew Golferson',
        'Ake Nilsson',
        'Zed Unknown',
        'Yves Unknown',
        '',
      ],
    ];
    const csv = `${csvOf(rows)}\n\n`;
    const golfersBefore = (await ctx.database.db.select().from(golfers)).length;

    const first = await upload(adminToken, csv);
    expect(first).toEqual({
      status: 200,
      body: {
        message: 'Historical upload complete: 4 entries imported from 4 rows',
        processed_entries: 4,
        total_rows: 4,
        created_tournaments: 1,
        created_users: 2,
        skipped_duplicates: 0,
        errors: [],
      },
    });
    // New names only: Brandnew Golferson, Åke Nilsson, Zed Unknown, Yves Unknown, Ake Nilsson Jr.
    expect((await ctx.database.db.select().from(golfers)).length).toBe(golfersBefore + 5);
    const [created] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'old.timer@example.com'));
    expect(created).toMatchObject({ name: 'Old Timer', passwordHash: null });
    expect(created!.importedAt).toBeInstanceOf(Date);
    // The unproven registration did not get the rows: an imported account holds them apart.
    const sharing = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'unproven@example.com'));
    expect(sharing.map((row) => [row.id === unproven.user.id, row.importedAt !== null])).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
      ]),
    );
    const unprovenHistory = await call<HistoryItem[]>(
      'GET',
      '/api/tournaments/history',
      unproven.token,
    );
    expect(unprovenHistory.body.map((item) => item.name)).not.toContain('Legacy Invitational');

    // The same file again imports nothing twice.
    const again = await upload(adminToken, csv);
    expect(again.body).toMatchObject({
      processed_entries: 0,
      total_rows: 4,
      created_tournaments: 0,
      created_users: 0,
      skipped_duplicates: 4,
      errors: [],
      message: 'Historical upload complete: 0 entries imported from 4 rows, 4 duplicates skipped',
    });
    expect((await ctx.database.db.select().from(golfers)).length).toBe(golfersBefore + 5);

    // The member's history lists both tournaments, played in the "Imported history" group.
    const history = await call<HistoryItem[]>('GET', '/api/tournaments/history', member.token);
    expect(history.status).toBe(200);
    const legacy = history.body.find((item) => item.name === 'Legacy Invitational')!;
    expect(legacy).toMatchObject({ startDate: '2019-05-02', totalEntries: 3 });
    expect(legacy.userGroups.map((g) => g.name)).toEqual(['Imported history']);
    const season = history.body.find((item) => item.id === tournament.id)!;
    expect(season.userGroups.map((g) => g.name)).toEqual(['Imported history']);

    // The season tournament's detail scores the imported picks from its final leaderboard.
    const detail = await call<TournamentHistoryDetail>(
      'GET',
      `/api/tournament/${tournament.id}/history`,
      member.token,
    );
    const mine = detail.body.entries.find((entry) => entry.userId === member.user.id)!;
    expect(mine.picks.map((pick) => pick.name)).toEqual(names.slice(0, 5));
    const byName = new Map(board.map((row) => [row.name, row]));
    const cut =
      Math.max(
        ...board.filter((row) => row.status === 'active').map((row) => row.totalScoreToPar ?? 0),
      ) + 1;
    const expected = names
      .slice(0, 5)
      .map((name) => byName.get(name)!)
      .map((row) => (row.status === 'active' ? (row.totalScoreToPar ?? 0) : cut));
    expect(mine.picks.map((pick) => pick.score)).toEqual(expected);
    expect(mine.totalScore).toBe(expected.reduce((a, b) => a + b, 0));

    // The created tournament is completed, dated from the file, and its picks are named.
    const legacyDetail = await call<TournamentHistoryDetail>(
      'GET',
      `/api/tournament/${legacy.id}/history`,
      adminToken,
    );
    expect(legacyDetail.body).toMatchObject({
      name: 'Legacy Invitational',
      startDate: '2019-05-02',
      endDate: '2019-05-05',
      totalEntries: 3,
    });
    const oldTimer = legacyDetail.body.entries.find((entry) => entry.playerName === 'Old Timer')!;
    expect(oldTimer.picks.map((pick) => pick.name)).toEqual([
      names[0],
      'Brandnew Golferson',
      'Åke Nilsson',
      'Zed Unknown',
      'Yves Unknown',
    ]);
    const list = (await call<TournamentSummary[]>('GET', '/api/tournaments')).body;
    expect(list.find((t) => t.id === legacy.id)).toMatchObject({ status: 'completed' });

    // One archive group, owned by user 1, paid for (no platform fee).
    const archives = await ctx.database.db
      .select()
      .from(poolGroups)
      .where(eq(poolGroups.name, 'Imported history'));
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatchObject({ createdBy: 1, isPrivate: true });
    const admin = await call<{ tournaments: { payment_completed: boolean; is_active: boolean }[] }>(
      'GET',
      `/api/group-admin/${archives[0]!.id}/tournaments`,
      adminToken,
    );
    expect(admin.body.tournaments.length).toBeGreaterThanOrEqual(2);
    for (const t of admin.body.tournaments)
      expect(t).toMatchObject({ payment_completed: true, is_active: false });
  });

  it('gives imported history to whoever proves the email, never to a mere registration', async () => {
    const [archive] = await ctx.database.db
      .select()
      .from(poolGroups)
      .where(eq(poolGroups.name, 'Imported history'));
    const legacy = (await call<TournamentSummary[]>('GET', '/api/tournaments')).body.find(
      (t) => t.name === 'Legacy Invitational',
    )!;
    const archiveStandings = async () =>
      (
        await call<StandingsResponse>(
          'GET',
          `/api/pool-groups/${archive!.id}/tournaments/${legacy.id}/standings`,
          adminToken,
        )
      ).body.standings.map((row) => row.player.name);
    // Read before the claim, so the body is remembered.
    expect(await archiveStandings()).not.toContain('Olive Timer');

    // Registering the imported email gives an account of its own, without the history.
    const claimant = await registerUser(ctx.app, {
      name: 'Olive Timer',
      email: 'Old.Timer@example.com',
    });
    const historyOf = async () =>
      (await call<HistoryItem[]>('GET', '/api/tournaments/history', claimant.token)).body.map(
        (item) => item.name,
      );
    expect(await historyOf()).not.toContain('Legacy Invitational');
    expect(await archiveStandings()).not.toContain('Olive Timer');
    // Its verification mail says the history is waiting; following it brings the history in.
    const mail = await ctx.mail.waitFor('old.timer@example.com');
    expect(mail.text).toContain('golf pool history imported for this address');
    await verifyEmailOf(ctx, claimant);
    expect(await historyOf()).toContain('Legacy Invitational');
    expect(claimant.user.name).toBe('Olive Timer');
    // The archive's standings show the imported entry under the name registered with.
    expect(await archiveStandings()).toContain('Olive Timer');
    // The imported account is gone: one account holds the email.
    const holders = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'old.timer@example.com'));
    expect(holders).toEqual([{ id: claimant.user.id }]);

    // Claimed once: the email is now taken like any other.
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Impostor', email: 'old.timer@example.com', password: 'another-password-1' },
    });
    expect(second.statusCode).toBe(409);
  });
});
