import { SIZE_TIERS, parsePayoutStructure } from '@fairway/domain';
import { z } from 'zod';
import { IsoDate, IsoDateTime, idParam } from './common';
import { PoolType } from './game';
import { TournamentStatus } from './tournaments';

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
  /** Entries may name one tier-4 alternate (docs/rules.md, "Withdrawal protection"). */
  allow_alternate: z.boolean({ error: 'allow_alternate must be true or false' }),
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

/** What the Add Tournament dialog says when no tournament is chosen. */
export const SELECT_TOURNAMENT_MESSAGE = 'Please select a tournament';

export const AddGroupTournamentBody = z.object({
  tournament_id: idParam('tournament_id', { missing: SELECT_TOURNAMENT_MESSAGE }),
  ...groupTournamentFields,
  is_active: groupTournamentFields.is_active.default(true),
  max_entries_per_user: groupTournamentFields.max_entries_per_user.default(1),
  pool_type: groupTournamentFields.pool_type.default('cut_score'),
  allow_alternate: groupTournamentFields.allow_alternate.default(false),
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
  allow_alternate: groupTournamentFields.allow_alternate.optional(),
  custom_rules: groupTournamentFields.custom_rules,
  entry_fee: groupTournamentFields.entry_fee.optional(),
  payout_structure: groupTournamentFields.payout_structure.optional(),
});
export type UpdateGroupTournamentBody = z.input<typeof UpdateGroupTournamentBody>;
export type UpdateGroupTournamentValues = z.output<typeof UpdateGroupTournamentBody>;

export const ToggleEntriesBody = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});
export type ToggleEntriesBody = z.infer<typeof ToggleEntriesBody>;

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
    allow_alternate: z.boolean(),
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
