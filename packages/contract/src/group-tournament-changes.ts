import { RESULT_SETTINGS } from '@fairway/domain';
import { z } from 'zod';
import { IsoDateTime } from './common';

/**
 * One change to a group tournament's fee, payout structure, pool type or rules after its first
 * tee time (docs/rules.md, "Results that stay final"): who made it, when, and the values before
 * and after as the admin API shows them (a fee "20.00"; null for no rules).
 */
export const GroupTournamentChange = z
  .object({
    id: z.number().int(),
    /** The admin's name; null once their account is gone. */
    changed_by: z.string().nullable(),
    changed_at: IsoDateTime,
    setting: z.enum(RESULT_SETTINGS),
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
  .meta({ id: 'GroupTournamentChange' });
export type GroupTournamentChange = z.infer<typeof GroupTournamentChange>;

/** GET /api/pool-groups/{groupId}/tournaments/{tournamentId}/audit: newest first. */
export const GroupTournamentChangesResponse = z.array(GroupTournamentChange);
export type GroupTournamentChangesResponse = z.infer<typeof GroupTournamentChangesResponse>;
