import { describe, expect, it } from 'vitest';
import { HEADER, line, useGroupUploads } from './csv-upload-helpers';

const { call, upload, pool } = useGroupUploads();

describe('POST /api/pool-groups/{groupId}/csv-upload', () => {
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
