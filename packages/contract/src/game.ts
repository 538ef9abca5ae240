import { POOL_TYPES, SIZE_TIERS, parsePayoutStructure } from '@fairway/domain';
import { z } from 'zod';
import { IsoDate, IsoDateTime, idParam } from './common';
import { PickSubmissions } from './demo';
import { GroupParams } from './groups';
import { GolferStatus, TournamentStatus } from './tournaments';

export const PoolType = z.enum(POOL_TYPES, {
  error: 'Pool type must be cut_score or elimination',
});
export type PoolType = z.infer<typeof PoolType>;

export const GroupTournamentParams = GroupParams.extend({ tournamentId: idParam('Tournament id') });
export const EntryParams = GroupTournamentParams.extend({ entryId: idParam('Entry id') });

// ---------------------------------------------------------------- group admin (snake_case, as the spec writes it)

const payoutStructure = z
  .string({ error: 'Payout structure is required' })
  .trim()
  .refine(
    (text) => parsePayoutStructure(text) !== null,
    'Payout structure must be positive percentages separated by slashes that add up to 100 (e.g. "50/30/20")',
  );

/** The settings as named in a body, without defaults (an edit changes only what it names). */
const groupTournamentFields = {
  is_active: z.boolean({ error: 'is_active must be true or false' }),
  /** A custom entry deadline (ISO time), or null for the default rule. */
  entry_deadline: z.iso
    .datetime({ offset: true, error: 'Entry deadline must be an ISO date and time' })
    .nullish(),
  max_entries_per_user: z.coerce
    .number({ error: 'Max entries per user must be 1 to 5' })
    .int('Max entries per user must be 1 to 5')
    .min(1, 'Max entries per user must be 1 to 5')
    .max(5, 'Max entries per user must be 1 to 5'),
  /** Kept for the spec's payload; the server derives it from max_entries_per_user > 1. */
  allow_multiple_entries: z.boolean().optional(),
  pool_type: PoolType,
  custom_rules: z
    .string()
    .trim()
    .max(2000, 'Custom rules must be at most 2000 characters')
    .nullish(),
  /** Dollars, at most two decimals; at least 0. */
  entry_fee: z.coerce
    .number({ error: 'Entry fee must be a number' })
    .min(0, 'Entry fee cannot be negative')
    .max(100_000, 'Entry fee is too large')
    .refine(
      (fee) => Math.abs(Math.round(fee * 100) - fee * 100) < 1e-6,
      'Entry fee can have at most two decimals',
    ),
  payout_structure: payoutStructure,
};

export const AddGroupTournamentBody = z.object({
  tournament_id: idParam('tournament_id', { missing: 'Please select a tournament' }),
  ...groupTournamentFields,
  is_active: groupTournamentFields.is_active.default(true),
  max_entries_per_user: groupTournamentFields.max_entries_per_user.default(1),
  pool_type: groupTournamentFields.pool_type.default('cut_score'),
  entry_fee: groupTournamentFields.entry_fee.default(0),
  payout_structure: groupTournamentFields.payout_structure.default('50/30/20'),
});
export type AddGroupTournamentBody = z.input<typeof AddGroupTournamentBody>;
export type AddGroupTournamentValues = z.output<typeof AddGroupTournamentBody>;

/**
 * An edit names only what changes: a field left out stays as it is (no defaults here), and an
 * explicit null clears a nullable one (entry_deadline, custom_rules).
 */
export const UpdateGroupTournamentBody = z.object({
  is_active: groupTournamentFields.is_active.optional(),
  entry_deadline: groupTournamentFields.entry_deadline,
  max_entries_per_user: groupTournamentFields.max_entries_per_user.optional(),
  allow_multiple_entries: groupTournamentFields.allow_multiple_entries,
  pool_type: groupTournamentFields.pool_type.optional(),
  custom_rules: groupTournamentFields.custom_rules,
  entry_fee: groupTournamentFields.entry_fee.optional(),
  payout_structure: groupTournamentFields.payout_structure.optional(),
});
export type UpdateGroupTournamentBody = z.input<typeof UpdateGroupTournamentBody>;
export type UpdateGroupTournamentValues = z.output<typeof UpdateGroupTournamentBody>;

export const ToggleEntriesBody = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});

export const AdminGroupTournament = z
  .object({
    id: z.number().int(),
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    is_active: z.boolean(),
    /** The custom deadline, or null when the default rule applies. */
    entry_deadline: IsoDateTime.nullable(),
    /** The deadline in force (custom or default). */
    effective_entry_deadline: IsoDateTime,
    max_entries_per_user: z.number().int(),
    allow_multiple_entries: z.boolean(),
    pool_type: PoolType,
    custom_rules: z.string().nullable(),
    entry_fee: z.number(),
    payout_structure: z.string(),
    payment_completed: z.boolean(),
    payment_amount: z.number().nullable(),
    payment_date: IsoDateTime.nullable(),
    requires_payment: z.boolean(),
    entry_count: z.number().int(),
    tournament_info: z.object({
      start_date: IsoDate,
      end_date: IsoDate,
      status: TournamentStatus,
      first_tee_time: IsoDateTime.nullable(),
    }),
  })
  .meta({ id: 'AdminGroupTournament' });
export type AdminGroupTournament = z.infer<typeof AdminGroupTournament>;

export const GroupInfo = z.object({
  group_name: z.string(),
  member_count: z.number().int(),
  tier_name: z.enum(SIZE_TIERS),
  tournament_price: z.number(),
  requires_payment: z.boolean(),
});
export type GroupInfo = z.infer<typeof GroupInfo>;

export const AdminTournamentsResponse = z.object({
  tournaments: z.array(AdminGroupTournament),
  group_info: GroupInfo,
});
export type AdminTournamentsResponse = z.infer<typeof AdminTournamentsResponse>;

export const AdminAvailableTournament = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: IsoDate,
  status: TournamentStatus,
  /** So the Add dialog can hold a custom deadline to the first tee time before sending. */
  first_tee_time: IsoDateTime.nullable(),
});
export type AdminAvailableTournament = z.infer<typeof AdminAvailableTournament>;

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
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'Entry' });
export type Entry = z.infer<typeof Entry>;

export const StandingGolfer = z.object({
  golferId: z.number().int(),
  name: z.string(),
  /** Strokes to par counted for the entry (the cut score for cut golfers in cut_score pools). */
  score: z.number().int(),
  /** The golfer's own score to par. */
  actualScore: z.number().int().nullable(),
  /** Holes through in the current round, or a tee time before they start. */
  thru: z.union([z.number().int(), z.string()]),
  status: GolferStatus,
  /** The tee time (ISO) when the golfer has not started the current round yet, else null. */
  teeTime: IsoDateTime.nullable(),
  /** The round the golfer is in, or the last round played when out. */
  round: z.number().int(),
  /** Each round's score to par, for the round-by-round view. */
  rounds: z.partialRecord(z.enum(['1', '2', '3', '4']), z.number().int().nullable()),
});
export type StandingGolfer = z.infer<typeof StandingGolfer>;

export const StandingRow = z.object({
  rank: z.number().int(),
  entryId: z.number().int(),
  player: z.object({ id: z.number().int(), name: z.string() }),
  selections: z.array(StandingGolfer),
  totalScore: z.number().int(),
  eliminated: z.boolean(),
  tiebreaker: z.number().int().nullable(),
  /** Rank after each completed or current round, for the movement chart. */
  positions: z.array(z.number().int()),
  /**
   * Dollars this entry wins at its rank: projected while in play, final once completed, 0
   * outside the money (ties split the places they occupy).
   */
  payout: z.number(),
});
export type StandingRow = z.infer<typeof StandingRow>;

export const StandingsResponse = z
  .object({
    // The same body serves every member (it is cached), so it carries nothing about the caller.
    tournament: MemberTournament.omit({ myEntryCount: true }).extend({
      lastUpdated: IsoDateTime.nullable(),
      cutScore: z.number().int().nullable(),
      started: z.boolean(),
    }),
    /** Dollars paid out: every entry's fee, less the tournament's platform fee. */
    prizePool: z.number(),
    standings: z.array(StandingRow),
  })
  .meta({ id: 'StandingsResponse' });
export type StandingsResponse = z.infer<typeof StandingsResponse>;

// ---------------------------------------------------------------- history

const Winner = z.object({ name: z.string(), totalScore: z.number().int() }).nullable();

export const HistoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: IsoDate,
  userGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  winner: Winner,
  totalEntries: z.number().int(),
  averageScore: z.number().nullable(),
  /** The places paid, in each group shown: dollars won (ties share the places they occupy). */
  payouts: z.array(
    z.object({
      groupId: z.number().int(),
      rank: z.number().int(),
      playerName: z.string(),
      totalScore: z.number().int(),
      payout: z.number(),
    }),
  ),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const TournamentHistoryDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  totalEntries: z.number().int(),
  winner: Winner,
  entries: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      groupId: z.number().int(),
      rank: z.number().int(),
      playerName: z.string(),
      totalScore: z.number().int(),
      /** Dollars won at this rank in the entry's group (projected until completed). */
      payout: z.number(),
      picks: z.array(z.object({ name: z.string(), score: z.number().int() })),
    }),
  ),
});
export type TournamentHistoryDetail = z.infer<typeof TournamentHistoryDetail>;
