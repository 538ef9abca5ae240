import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TournamentSummary } from '@fairway/contract';
import { csvLine } from '@fairway/domain';
import { golfers, users } from '../../db/schema';
import { registerUser, seasonTournaments } from '../../../test/helpers';
import {
  adminToken,
  csvOf,
  HISTORICAL_HEADER as HEADER,
  useHistoricalUploads,
} from './csv-upload-helpers';

const { ctx, call, upload, completedWithBoard } = useHistoricalUploads();

describe('POST /api/admin/historical/pool-entries/upload', () => {
  it('reports bad rows by row number and imports the rest', async () => {
    const { tournament, board } = await completedWithBoard();
    const { active } = await seasonTournaments(ctx.app);
    const activeSummary = (await call<TournamentSummary[]>('GET', '/api/tournaments')).body.find(
      (t) => t.id === active.id,
    )!;
    const names = board.slice(10, 15).map((row) => row.name);
    // Two golfers share a name nobody else has: ambiguous.
    await ctx.database.db
      .insert(golfers)
      .values([{ name: 'Twin Twinsen' }, { name: 'TWIN TWINSEN' }]);
    const good = (email: string) => ['Errors Open', '2020-07-09', email, 'Someone', ...names, ''];
    const csv = csvOf([
      good('first@example.com'),
      ['Errors Open', '2020-02-30', 'x@example.com', 'X', ...names, ''],
      ['Errors Open', '2020-07-09', 'not-an-email', 'X', ...names, ''],
      ['Errors Open', '2020-07-09', 'y@example.com', 'Y', ...names.slice(0, 4), names[3]!, ''],
      ['Errors Open', '2020-07-09', 'z@example.com', 'Z', 'Twin Twinsen', ...names.slice(1), ''],
      ['Errors Open', '2020-07-09', 'w@example.com', 'W', ...names, 'eleven'],
      [activeSummary.name, activeSummary.startDate, 'v@example.com', 'V', ...names, ''],
      ['', '2020-07-09', 'u@example.com', 'U', ...names, ''],
      [tournament.name, tournament.startDate, 'last@example.com', 'Last', ...names, -4],
    ]);
    const { status, body } = await upload(adminToken, csv);
    expect(status).toBe(200);
    expect(body.processed_entries).toBe(2);
    expect(body.total_rows).toBe(9);
    expect(body.created_users).toBe(2);
    expect(body.errors).toEqual([
      { row: 3, error: 'tournament_date must be a date written YYYY-MM-DD' },
      { row: 4, error: 'user_email "not-an-email" is not an email address' },
      { row: 5, error: 'The same golfer cannot be picked twice' },
      {
        row: 6,
        error: expect.stringMatching(
          /^tier1_golfer "Twin Twinsen" matches several golfers: Twin Twinsen \(#\d+\), TWIN TWINSEN \(#\d+\)$/,
        ),
      },
      { row: 7, error: 'tiebreaker_score must be a whole number between -72 and 72' },
      {
        row: 8,
        error: `${activeSummary.name} (${activeSummary.startDate}) has not finished yet: only completed tournaments can be imported`,
      },
      { row: 9, error: 'tournament_name is empty' },
    ]);
    // A failed row leaves nothing behind: no user was created for it.
    const [ghost] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'z@example.com'));
    expect(ghost).toBeUndefined();
  });

  it('keeps formula-looking cells as plain text, and exports them safely', async () => {
    const { board } = await completedWithBoard();
    const names = board.slice(20, 25).map((row) => row.name);
    const formula = '=HYPERLINK("http://evil.example","click")';
    const csv = csvOf([
      ['Formula Classic', '2018-04-05', 'formula@example.com', formula, ...names, ''],
    ]);
    // csvLine itself neutralises the cell; write the raw cell to test the import.
    const raw = csv.replace(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
      `"${formula.replaceAll('"', '""')}"`,
    );
    expect(raw).toContain('"=HYPERLINK(');
    const { body } = await upload(adminToken, raw);
    expect(body.processed_entries).toBe(1);
    const [stored] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'formula@example.com'));
    expect(stored!.name).toBe(formula);
    expect(csvLine([stored!.name])).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('refuses files without every column, unreadable files and oversized ones', async () => {
    const missing = await upload(adminToken, 'tournament_name,user_email,tier1_golfer\nA,b@c.d,E');
    expect(missing).toEqual({
      status: 400,
      body: {
        error:
          'Missing required columns: tournament_date, user_name, tier2_golfer, tier3_golfer, tier4_golfer1, tier4_golfer2, tiebreaker_score',
      },
    });
    const broken = await upload(adminToken, `${HEADER}\n"Open,2020-01-01,a@b.c`);
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^Error parsing CSV: /);
    const binary = await upload(adminToken, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0]));
    expect(binary).toEqual({
      status: 400,
      body: { error: 'Error parsing CSV: the file is not a text file' },
    });
    const notCsv = await upload(adminToken, HEADER, {
      filename: 'history.xlsx',
      type: 'application/octet-stream',
    });
    expect(notCsv).toEqual({
      status: 400,
      body: { error: 'Only CSV files can be uploaded (a .csv file)' },
    });
    const noFile = await upload(adminToken, '', { file: false });
    expect(noFile.status).toBe(400);
    const big = `${HEADER}\n${'Open,2020-01-01,a@b.c,A,B,C,D,E,F,\n'.repeat(40_000)}`;
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expect(await upload(adminToken, big)).toEqual({
      status: 413,
      body: { error: 'The file is too large: the limit is 1 MB' },
    });
    const many = `${HEADER}\n${'Open,2020-01-01,a@b.c,A,B,C,D,E,F,\n'.repeat(5001)}`;
    expect(await upload(adminToken, many)).toEqual({
      status: 413,
      body: { error: 'Too many rows: an upload may hold at most 5,000' },
    });
  });

  it('is for the platform administrator only', async () => {
    const someone = await registerUser(ctx.app);
    const csv = csvOf([['Sneaky Open', '2017-01-01', 'a@b.c', 'A', 'B', 'C', 'D', 'E', 'F', '']]);
    expect(await upload(null, csv)).toMatchObject({ status: 401 });
    expect(await upload(someone.token, csv)).toEqual({
      status: 403,
      body: { error: 'Admin access required' },
    });
    const list = (await call<TournamentSummary[]>('GET', '/api/tournaments')).body;
    expect(list.some((t) => t.name === 'Sneaky Open')).toBe(false);
  });
});
