import { z } from 'zod';
import { IsoDate, IsoDateTime, idParam } from './common';
import { PickSubmissions } from './demo';
import { PoolType } from './game';
import { TournamentStatus } from './tournaments';

// ---------------------------------------------------------------- members (camelCase, as the spec writes it)

export const MemberTournament = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: TournamentStatus,
    location: z.string(),
    startDate: IsoDate,
    endDate: IsoDate,
    entryDeadline: IsoDateTime,
    firstTeeTime: IsoDateTime.nullable(),
    round: z.number().int(),
    poolType: PoolType,
    projectedCut: z.number().int().nullable(),
    maxEntriesPerUser: z.number().int(),
    allowMultipleEntries: z.boolean(),
    /** Entries may name one tier-4 alternate (docs/rules.md, "Withdrawal protection"). */
    allowAlternate: z.boolean(),
    customRules: z.string().nullable(),
    entryDeadlinePassed: z.boolean(),
    /** Entries enabled by the group admin. */
    isActive: z.boolean(),
    pickSubmissions: PickSubmissions,
    /** The caller's own entries in this tournament. */
    myEntryCount: z.number().int(),
    entryFee: z.number(),
  })
  .meta({ id: 'MemberTournament' });
export type MemberTournament = z.infer<typeof MemberTournament>;

export const PickSubmissionsResponse = z.object({
  totalMembers: z.number().int(),
  tournaments: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      startDate: IsoDate,
      entryDeadline: IsoDateTime,
      submissions: PickSubmissions,
      membersWithPicks: z.array(
        z.object({ id: z.number().int(), name: z.string(), submittedAt: IsoDateTime }),
      ),
      membersWithoutPicks: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type PickSubmissionsResponse = z.infer<typeof PickSubmissionsResponse>;

const golferId = (field: string, slot: string) =>
  idParam(field, { missing: `Please choose a golfer for ${slot}` });

export const EntryBody = z.object({
  // Sent by the web app; the server takes them from the session and the path.
  userId: idParam('userId').optional(),
  groupId: idParam('groupId').optional(),
  tournamentId: idParam('tournamentId').optional(),
  tier1GolferId: golferId('tier1GolferId', 'tier 1'),
  tier2GolferId: golferId('tier2GolferId', 'tier 2'),
  tier3GolferId: golferId('tier3GolferId', 'tier 3'),
  tier4GolferId1: golferId('tier4GolferId1', 'tier 4'),
  tier4GolferId2: golferId('tier4GolferId2', 'tier 4'),
  tiebreaker: z.coerce
    .number({ error: 'Tiebreaker must be a whole number' })
    .int('Tiebreaker must be a whole number')
    .min(-72, 'Tiebreaker must be between -72 and 72')
    .max(72, 'Tiebreaker must be between -72 and 72')
    .nullish(),
  /**
   * A tier-4 golfer (not one of the five) who replaces a picked golfer withdrawing before
   * hitting a shot, where the group allows alternates (`allowAlternate`); null or absent: none.
   */
  alternateGolferId: idParam('alternateGolferId').nullish(),
  /** Present when editing an existing entry. */
  entry_id: idParam('entry_id').nullish(),
});
export type EntryBody = z.input<typeof EntryBody>;
export type EntryValues = z.output<typeof EntryBody>;

const PickedGolfer = z.object({ id: z.number().int(), name: z.string() });

export const Entry = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    tier1GolferId: z.number().int(),
    tier2GolferId: z.number().int(),
    tier3GolferId: z.number().int(),
    tier4GolferId1: z.number().int(),
    tier4GolferId2: z.number().int(),
    tiebreaker: z.number().int().nullable(),
    golfers: z.array(PickedGolfer),
    /** The entry's alternate, where the group allows one. */
    alternate: PickedGolfer.nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'Entry' });
export type Entry = z.infer<typeof Entry>;

/**
 * GET /api/tournament/{id}/my-golfers: the golfers who count for the caller's entries in a
 * tournament, across every group they belong to (their picks, with an alternate who came in
 * in place of the golfer it replaced), so the leaderboard can mark them.
 */
export const MyGolfersResponse = z
  .object({
    golfers: z.array(
      z.object({
        golferId: z.number().int(),
        /** How many of the caller's entries count the golfer. */
        entries: z.number().int().positive(),
      }),
    ),
  })
  .meta({ id: 'MyGolfersResponse' });
export type MyGolfersResponse = z.infer<typeof MyGolfersResponse>;
