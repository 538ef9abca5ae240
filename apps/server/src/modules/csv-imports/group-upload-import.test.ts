import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StandingsResponse } from '@fairway/contract';
import { entries, golfers, tournamentGolfers } from '../../db/schema';
import { seasonTournaments } from '../../../test/helpers';
import { expectStandingsMatchLeaderboard } from '../../../test/standings-check';
import { HEADER, lastFirst, line, useGroupUploads } from './csv-upload-helpers';

const { ctx, call, upload, tiersOf, pool } = useGroupUploads();

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
});
