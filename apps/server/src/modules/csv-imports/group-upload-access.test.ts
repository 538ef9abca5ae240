import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entries } from '../../db/schema';
import { createGroup, seasonTournaments } from '../../../test/helpers';
import { HEADER, line, useGroupUploads } from './csv-upload-helpers';

const { ctx, upload, pool } = useGroupUploads();

describe('POST /api/pool-groups/{groupId}/csv-upload', () => {
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
});
