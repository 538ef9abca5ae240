import { beforeAll, expect } from 'vitest';
import type {
  GolfersByTierResponse,
  GroupCsvUploadResponse,
  HistoricalUploadResponse,
  LeaderboardResponse,
} from '@fairway/contract';
import { csvLine } from '@fairway/domain';
import {
  ADMIN,
  apiCaller,
  bearer,
  createGroup,
  joinGroup,
  loginAs,
  registerUser,
  seasonTournaments,
  TEST_ANCHOR_DATE,
  useTestApp,
  type TestAppOptions,
  type TestContext,
} from '../../../test/helpers';

/** What the CSV upload tests share: the files, the uploads and the groups and boards they use. */

interface UploadOptions {
  filename?: string;
  type?: string;
  file?: boolean;
}

/** A multipart upload built with FormData, as the browser sends it: `fields`, then the file. */
async function uploadCsv<T>(
  ctx: TestContext,
  url: string,
  token: string | null,
  csv: string | Uint8Array,
  options: UploadOptions & { filename: string; fields?: Record<string, string> },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.file !== false)
    form.append('file', new Blob([csv], { type: options.type ?? 'text/csv' }), options.filename);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: form,
  });
  return { status: response.statusCode, body: response.json<T & { error?: string }>() };
}

// The historical upload (platform admin): /api/admin/historical/pool-entries/upload.

export const HISTORICAL_HEADER =
  'tournament_name,tournament_date,user_email,user_name,tier1_golfer,tier2_golfer,tier3_golfer,tier4_golfer1,tier4_golfer2,tiebreaker_score';

export const csvOf = (rows: (string | number)[][]) =>
  [HISTORICAL_HEADER, ...rows.map((row) => csvLine(row))].join('\n');

/**
 * The platform administrator's token, signed in before the tests of the file that called
 * useHistoricalUploads (files run one at a time in a worker, each signing in afresh).
 */
export let adminToken = '';

/** The file's test app, the historical upload and the season's first completed board. */
export function useHistoricalUploads(options: TestAppOptions = {}) {
  const ctx = useTestApp(options);
  const call = apiCaller(ctx);
  beforeAll(async () => {
    adminToken = await loginAs(ctx.app, ADMIN.email, ADMIN.password);
  });

  const upload = (token: string | null, csv: string | Uint8Array, options: UploadOptions = {}) =>
    uploadCsv<HistoricalUploadResponse>(
      ctx,
      '/api/admin/historical/pool-entries/upload',
      token,
      csv,
      { ...options, filename: options.filename ?? 'history.csv' },
    );

  async function completedWithBoard() {
    const { completed } = await seasonTournaments(ctx.app);
    // The simulated season's first completed event (imported ones are dated years before it).
    const tournament = completed.find((t) => t.startDate >= TEST_ANCHOR_DATE.slice(0, 4))!;
    const board = (
      await call<LeaderboardResponse>('GET', `/api/tournament/${tournament.id}/leaderboard`)
    ).body;
    return { tournament: board.tournament, board: board.leaderboard };
  }

  return { ctx, call, upload, completedWithBoard };
}

// The group upload (group admins): /api/pool-groups/{groupId}/csv-upload.

export const HEADER =
  'user_email,tier_1_golfer,tier_2_golfer,tier_3_golfer,tier_4_golfer_1,tier_4_golfer_2,tiebreaker';

/** "Scottie Scheffler" as a spreadsheet might hold it: "SCHEFFLER, Scottie". */
export const lastFirst = (name: string) => {
  const words = name.split(' ');
  return `${words.at(-1)!.toUpperCase()}, ${words.slice(0, -1).join(' ')}`;
};

type Tiers = GolfersByTierResponse['tiers'];
export const line = (email: string, tiers: Tiers, offset: number, tiebreaker = '') =>
  [
    email,
    tiers.tier1[offset]!.name,
    tiers.tier2[offset]!.name,
    tiers.tier3[offset]!.name,
    tiers.tier4[offset * 2]!.name,
    tiers.tier4[offset * 2 + 1]!.name,
    tiebreaker,
  ].join(',');

/** The file's test app, the group upload, a tournament's tiers and a group playing it. */
export function useGroupUploads() {
  const ctx = useTestApp();
  const call = apiCaller(ctx);

  const upload = (
    groupId: number | string,
    token: string | null,
    csv: string | Uint8Array,
    options: UploadOptions & { tournamentId?: number | string | null } = {},
  ) =>
    uploadCsv<GroupCsvUploadResponse>(ctx, `/api/pool-groups/${groupId}/csv-upload`, token, csv, {
      ...options,
      filename: options.filename ?? 'entries.csv',
      ...(options.tournamentId !== null &&
        options.tournamentId !== undefined && {
          fields: { tournament_id: String(options.tournamentId) },
        }),
    });

  const tiersOf = async (token: string, tournamentId: number) =>
    (
      await call<GolfersByTierResponse>(
        'GET',
        `/api/tournament/${tournamentId}/golfers-by-tier`,
        token,
      )
    ).body.tiers;

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

  return { ctx, call, upload, tiersOf, pool };
}
