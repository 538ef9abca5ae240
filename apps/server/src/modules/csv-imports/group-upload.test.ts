import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  GolfersByTierResponse,
  GroupCsvUploadResponse,
  StandingsResponse,
} from '@fairway/contract';
import { entries, golfers, tournamentGolfers } from '../../db/schema';
import {
  apiCaller,
  bearer,
  createGroup,
  joinGroup,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';
import { expectStandingsMatchLeaderboard } from '../../../test/standings-check';

const ctx = useTestApp();
const call = apiCaller(ctx);

const HEADER =
  'user_email,tier_1_golfer,tier_2_golfer,tier_3_golfer,tier_4_golfer_1,tier_4_golfer_2,tiebreaker';

interface UploadOptions {
  filename?: string;
  type?: string;
  tournamentId?: number | string | null;
  file?: boolean;
}

/** A multipart upload built with FormData, as the browser sends it. */
async function upload(
  groupId: number | string,
  token: string | null,
  csv: string | Uint8Array,
  options: UploadOptions = {},
) {
  const form = new FormData();
  if (options.tournamentId !== null && options.tournamentId !== undefined)
    form.append('tournament_id', String(options.tournamentId));
  if (options.file !== false)
    form.append(
      'file',
      new Blob([csv], { type: options.type ?? 'text/csv' }),
      options.filename ?? 'entries.csv',
    );
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/pool-groups/${groupId}/csv-upload`,
    headers: token ? bearer(token) : {},
    payload: form,
  });
  return {
    status: response.statusCode,
    body: response.json<GroupCsvUploadResponse & { error?: string }>(),
  };
}

const tiersOf = async (token: string, tournamentId: number) =>
  (
    await call<GolfersByTierResponse>(
      'GET',
      `/api/tournament/${tournamentId}/golfers-by-tier`,
      token,
    )
  ).body.tiers;

/** "Scottie Scheffler" as a spreadsheet might hold it: "SCHEFFLER, Scottie". */
const lastFirst = (name: string) => {
  const words = name.split(' ');
  return `${words.at(-1)!.toUpperCase()}, ${words.slice(0, -1).join(' ')}`;
};

/** A group (admin, two members, an outsider) playing the live tournament. */
async function pool(settings: Record<string, unknown> = {}) {
  const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
  const ann = await registerUser(ctx.app, { name: 'Ann' });
  const bob = await registerUser(ctx.app, { name: 'Bob' });
  const outsider = await registerUser(ctx.app, { name: 'Olly Outsider' });
  const group = await createGroup(ctx.app, admin, { name: 'CSV Pool' });
  for (const member of [ann, bob]) await joinGroup(ctx.app, member, group.inviteCode);
  const { active } = await seasonTournaments(ctx.app);
  const added = await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
    tournament_id: active.id,
    ...settings,
  });
  expect(added.status).toBe(201);
  const tiers = await tiersOf(admin.token, active.id);
  return { admin, ann, bob, outsider, group, active, tiers };
}

type Tiers = Awaited<ReturnType<typeof tiersOf>>;
const line = (email: string, tiers: Tiers, offset: number, tiebreaker = '') =>
  [
    email,
    tiers.tier1[offset]!.name,
    tiers.tier2[offset]!.name,
    tiers.tier3[offset]!.name,
    tiers.tier4[offset * 2]!.name,
    tiers.tier4[offset * 2 + 1]!.name,
    tiebreaker,
  ].join(',');

describe('POST /api/pool-groups/{groupId}/csv-upload', () => {
  it("imports members' entries after the deadline, and the standings match the leaderboard", async () => {
    const { admin, ann, bob, group, active, tiers } = await pool();
    const standingsUrl = `/api/pool-groups/${group.id}/tournaments/${active.id}/standings`;
    // Read (and cache) the standings before the upload: the upload must make them rebuild.
    expect(
      (await call<StandingsResponse>('GET', standingsUrl, admin.token)).body.standings,
    ).toEqual([]);

    const annPicks = [0, 0, 0, 0, 1].map(
      (i, slot) => [tiers.tier1, tiers.tier2, tiers.tier3, tiers.tier4, tiers.tier4][slot]![i]!,
    );
    const csv = [
      HEADER,
      // Names as people type them: any case, "Last, First", accents dropped, extra spaces.
      [
        ` ${ann.user.email.toUpperCase()} `,
        `"${lastFirst(annPicks[0]!.name)}"`,
        annPicks[1]!.name.toLowerCase(),
        `  ${annPicks[2]!.name}  `,
        annPicks[3]!.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        annPicks[4]!.name,
        '-12',
      ].join(','),
      '',
      line(bob.user.email, tiers, 2),
    ].join('\r\n');
    const { status, body } = await upload(group.id, admin.token, csv, { tournamentId: active.id });
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Processed 2 of 2 entries',
      processed_entries: 2,
      total_rows: 2,
      errors: [],
    });

    const standings = (await call<StandingsResponse>('GET', standingsUrl, admin.token)).body;
    expect(standings.standings).toHaveLength(2);
    const annRow = standings.standings.find((row) => row.player.id === ann.user.id)!;
    expect(annRow.selections.map((pick) => pick.golferId)).toEqual(annPicks.map((g) => g.id));
    expect(annRow.tiebreaker).toBe(-12);
    await expectStandingsMatchLeaderboard(ctx.app, standings);
    // The members see their entries as their own.
    const mine = await call<{ userId: number }[]>(
      'GET',
      `/api/pool-groups/${group.id}/tournaments/${active.id}/entries`,
      ann.token,
    );
    expect(mine.body.filter((entry) => entry.userId === ann.user.id)).toHaveLength(1);
  });

  it('matches partial names within the tier and reports the ambiguous ones with the candidates', async () => {
    const { admin, ann, bob, group } = await pool();
    const { nearer } = await seasonTournaments(ctx.app);
    await call('POST', `/api/group-admin/${group.id}/tournaments`, admin.token, {
      tournament_id: nearer.id,
    });
    // Two tier 4 golfers whose names share "Zebulon".
    const made = await ctx.database.db
      .insert(golfers)
      .values([{ name: 'Zebulon Quartermaine' }, { name: 'Zebulon Quill' }])
      .returning();
    await ctx.database.db
      .insert(tournamentGolfers)
      .values(made.map((g) => ({ tournamentId: nearer.id, golferId: g.id, tier: 4 })));
    const upcoming = await tiersOf(admin.token, nearer.id);
    const surname = (name: string) => name.split(' ').at(-1)!;
    const unique = (list: { name: string }[], name: string) =>
      surname(name).length >= 3 &&
      list.filter((g) => g.name.toLowerCase().includes(surname(name).toLowerCase())).length === 1;
    const partialT1 = upcoming.tier1.find((g) => unique(upcoming.tier1, g.name))!;
    const csv = [
      HEADER,
      [
        ann.user.email,
        surname(partialT1.name),
        upcoming.tier2[0]!.name,
        upcoming.tier3[0]!.name,
        'Quartermaine',
        upcoming.tier4[0]!.name,
        '',
      ].join(','),
      [
        bob.user.email,
        upcoming.tier1[1]!.name,
        upcoming.tier2[1]!.name,
        upcoming.tier3[1]!.name,
        'Zebulon',
        upcoming.tier4[1]!.name,
        '',
      ].join(','),
    ].join('\n');
    const { status, body } = await upload(group.id, admin.token, csv, { tournamentId: nearer.id });
    expect(status).toBe(200);
    expect(body.processed_entries).toBe(1);
    expect(body.errors).toEqual([
      'row 3: tier_4_golfer_1 "Zebulon" matches several tier 4 golfers: Zebulon Quartermaine, Zebulon Quill',
    ]);
    const [saved] = await ctx.database.db
      .select()
      .from(entries)
      .where(and(eq(entries.groupId, group.id), eq(entries.userId, ann.user.id)));
    expect(saved).toMatchObject({ tier1GolferId: partialT1.id, tier4GolferId1: made[0]!.id });
  });

  it('reports every bad row and imports the good ones', async () => {
    const { admin, ann, bob, outsider, group, active, tiers } = await pool();
    const csv = [
      HEADER,
      line(ann.user.email, tiers, 0, '-10'),
      line('nobody@example.com', tiers, 1),
      line(outsider.user.email, tiers, 1),
      // A tier 1 golfer in the tier 2 column.
      [
        bob.user.email,
        tiers.tier1[1]!.name,
        tiers.tier1[2]!.name,
        tiers.tier3[1]!.name,
        tiers.tier4[2]!.name,
        tiers.tier4[3]!.name,
        '',
      ].join(','),
      // Nobody of that name plays.
      [
        bob.user.email,
        tiers.tier1[1]!.name,
        tiers.tier2[1]!.name,
        'Xavier Nonesuch',
        tiers.tier4[2]!.name,
        tiers.tier4[3]!.name,
        '',
      ].join(','),
      // The same tier 4 golfer twice.
      [
        bob.user.email,
        tiers.tier1[1]!.name,
        tiers.tier2[1]!.name,
        tiers.tier3[1]!.name,
        tiers.tier4[2]!.name,
        tiers.tier4[2]!.name,
        '',
      ].join(','),
      // A tiebreaker that is not a whole number.
      line(bob.user.email, tiers, 1, 'low'),
      // Ann already has her one entry (the limit is 1).
      line(ann.user.email, tiers, 3),
      // A good row for Bob.
      line(bob.user.email, tiers, 1, '-8'),
      // Bob's second entry: over the limit.
      line(bob.user.email, tiers, 4),
      // Missing cells.
      `${bob.user.email},,,,,,`,
    ].join('\n');
    const { status, body } = await upload(group.id, admin.token, csv, { tournamentId: active.id });
    expect(status).toBe(200);
    expect(body.processed_entries).toBe(2);
    expect(body.total_rows).toBe(11);
    expect(body.message).toBe('Processed 2 of 11 entries; 9 rows with errors');
    expect(body.errors).toEqual([
      'row 3: nobody@example.com is not a member of this group',
      `row 4: ${outsider.user.email} is not a member of this group`,
      `row 5: tier_2_golfer "${tiers.tier1[2]!.name}" is not in tier 2: it matches ${tiers.tier1[2]!.name} (tier 1)`,
      'row 6: tier_3_golfer "Xavier Nonesuch" is not in this tournament\'s field',
      `row 7: the same golfer cannot be picked twice (${tiers.tier4[2]!.name})`,
      'row 8: tiebreaker must be a whole number between -72 and 72',
      `row 9: ${ann.user.email} has reached the maximum of 1 entry for this tournament`,
      `row 11: ${bob.user.email} has reached the maximum of 1 entry for this tournament`,
      'row 12: tier_1_golfer is empty; tier_2_golfer is empty; tier_3_golfer is empty; tier_4_golfer_1 is empty; tier_4_golfer_2 is empty',
    ]);
  });

  it('allows up to max_entries_per_user entries and never the same entry twice', async () => {
    const { admin, ann, group, active, tiers } = await pool({ max_entries_per_user: 2 });
    const csv = [
      HEADER,
      line(ann.user.email, tiers, 0),
      line(ann.user.email, tiers, 0),
      line(ann.user.email, tiers, 1),
      line(ann.user.email, tiers, 2),
    ].join('\n');
    const { body } = await upload(group.id, admin.token, csv, { tournamentId: active.id });
    expect(body.processed_entries).toBe(2);
    expect(body.errors).toEqual([
      `row 3: ${ann.user.email} already has an entry with these golfers`,
      `row 5: ${ann.user.email} has reached the maximum of 2 entries for this tournament`,
    ]);
  });

  it('refuses a file without the required columns', async () => {
    const { admin, ann, group, active } = await pool();
    const { status, body } = await upload(
      group.id,
      admin.token,
      `user_email,tier_1_golfer,tier_2_golfer\n${ann.user.email},a,b\n`,
      { tournamentId: active.id },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'Missing required columns: tier_3_golfer, tier_4_golfer_1, tier_4_golfer_2',
    });
  });

  it('refuses oversized files and too many rows with 413, and other files with 400', async () => {
    const { admin, ann, group, active, tiers } = await pool();
    const big = `${HEADER}\n${`${line(ann.user.email, tiers, 0)}\n`.repeat(12_000)}`;
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const tooBig = await upload(group.id, admin.token, big, { tournamentId: active.id });
    expect(tooBig).toEqual({
      status: 413,
      body: { error: 'The file is too large: the limit is 1 MB' },
    });
    const manyRows = `${HEADER}\n${'a@b.c,x,y,z,v,w,\n'.repeat(5001)}`;
    expect(manyRows.length).toBeLessThan(1024 * 1024);
    const tooMany = await upload(group.id, admin.token, manyRows, { tournamentId: active.id });
    expect(tooMany).toEqual({
      status: 413,
      body: { error: 'Too many rows: an upload may hold at most 5,000' },
    });

    const notCsv = await upload(group.id, admin.token, 'GIF89a', {
      tournamentId: active.id,
      filename: 'picture.gif',
      type: 'image/gif',
    });
    expect(notCsv).toEqual({
      status: 400,
      body: { error: 'Only CSV files can be uploaded (a .csv file)' },
    });
    // A .csv name is enough whatever type the browser sends (Windows sends an Excel type).
    const excelType = await upload(
      group.id,
      admin.token,
      `${HEADER}\n${line(ann.user.email, tiers, 0)}`,
      {
        tournamentId: active.id,
        type: 'application/vnd.ms-excel',
      },
    );
    expect(excelType.body.processed_entries).toBe(1);
    const noFile = await upload(group.id, admin.token, '', {
      tournamentId: active.id,
      file: false,
    });
    expect(noFile).toEqual({
      status: 400,
      body: { error: 'No file uploaded: send the CSV file in the field "file"' },
    });
    const json = await call('POST', `/api/pool-groups/${group.id}/csv-upload`, admin.token, {
      tournament_id: active.id,
    });
    expect(json.status).toBe(400);
    const broken = await upload(group.id, admin.token, `${HEADER}\n"unclosed,x,y`, {
      tournamentId: active.id,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^Error parsing CSV: /);
  });

  it('is for group admins only, and for tournaments of the group', async () => {
    const { admin, ann, outsider, group, active, tiers } = await pool();
    const csv = `${HEADER}\n${line(ann.user.email, tiers, 0)}`;
    expect(await upload(group.id, null, csv, { tournamentId: active.id })).toMatchObject({
      status: 401,
    });
    expect(await upload(group.id, ann.token, csv, { tournamentId: active.id })).toEqual({
      status: 403,
      body: { error: 'Only group admins can upload entries' },
    });
    // A private group does not exist for outsiders.
    expect(await upload(group.id, outsider.token, csv, { tournamentId: active.id })).toEqual({
      status: 404,
      body: { error: 'Group not found' },
    });
    expect(await upload(999_999, admin.token, csv, { tournamentId: active.id })).toEqual({
      status: 404,
      body: { error: 'Group not found' },
    });
    expect(await upload('abc', admin.token, csv, { tournamentId: active.id })).toEqual({
      status: 400,
      body: { error: 'Group id must be a positive integer' },
    });
    const { farther } = await seasonTournaments(ctx.app);
    expect(await upload(group.id, admin.token, csv, { tournamentId: farther.id })).toEqual({
      status: 404,
      body: { error: 'This tournament is not available in this group' },
    });
    expect(await upload(group.id, admin.token, csv, { tournamentId: 'x' })).toEqual({
      status: 400,
      body: { error: 'tournament_id must be a positive integer' },
    });
    expect(await upload(group.id, admin.token, csv, { tournamentId: null })).toEqual({
      status: 400,
      body: { error: 'tournament_id is required' },
    });
    const count = await ctx.database.db.select().from(entries).where(eq(entries.groupId, group.id));
    expect(count).toHaveLength(0);
  });

  it('answers alike for an email without an account and an account outside the group', async () => {
    const { admin, outsider, group, active, tiers } = await pool();
    // The same row (golfers, tiebreaker, one of them misplaced) for each email.
    const row = (email: string) =>
      [email, tiers.tier2[0]!.name, tiers.tier2[1]!.name, tiers.tier3[0]!.name].join(',') +
      `,${tiers.tier4[0]!.name},${tiers.tier4[1]!.name},3`;
    const errorsFor = async (email: string) => {
      const { status, body } = await upload(group.id, admin.token, `${HEADER}\n${row(email)}`, {
        tournamentId: active.id,
      });
      expect(status).toBe(200);
      return body.errors.map((error) => error.replace(email, 'EMAIL'));
    };
    const unknown = await errorsFor('nobody-at-all@example.com');
    expect(unknown[0]).toMatch(/^row 2: EMAIL is not a member of this group; /);
    expect(await errorsFor(outsider.user.email)).toEqual(unknown);
    // Case and spaces change nothing either.
    expect(await errorsFor(` ${outsider.user.email.toUpperCase()} `)).toEqual(
      unknown.map((error) => error.replace('EMAIL', outsider.user.email)),
    );
  });

  it('limits uploads to 20 an hour per admin, over all their groups, with 429', async () => {
    const { admin, ann, group, active, tiers } = await pool();
    const other = await createGroup(ctx.app, admin, { name: 'Second Pool' });
    const csv = `${HEADER}\n${line(ann.user.email, tiers, 0)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push(
        (await upload(i % 2 ? other.id : group.id, admin.token, csv, { tournamentId: active.id }))
          .status,
      );
    // Every one counted, whatever it held (the second group does not play the tournament).
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(await upload(group.id, admin.token, csv, { tournamentId: active.id })).toEqual({
      status: 429,
      body: { error: 'Too many CSV uploads: at most 20 an hour. Please try again later.' },
    });
    // Another admin is not held back.
    const { admin: otherAdmin, ann: otherAnn, group: otherGroup } = await pool();
    const theirs = `${HEADER}\n${line(otherAnn.user.email, tiers, 0)}`;
    expect(
      (await upload(otherGroup.id, otherAdmin.token, theirs, { tournamentId: active.id })).body
        .processed_entries,
    ).toBe(1);
  });

  it('stores cells as text: a formula-looking tiebreaker is refused, never evaluated', async () => {
    const { admin, ann, group, active, tiers } = await pool();
    const { body } = await upload(
      group.id,
      admin.token,
      `${HEADER}\n${line(ann.user.email, tiers, 0, '=1+1')}`,
      { tournamentId: active.id },
    );
    expect(body.errors).toEqual(['row 2: tiebreaker must be a whole number between -72 and 72']);
  });
});
