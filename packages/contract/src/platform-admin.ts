import { z } from 'zod';
import { ErrorResponse, IsoDateTime, idParam } from './common';

/** The answers the admin page's toasts show. */
export const SYNC_TOURNAMENTS_SUCCESS = 'Tournaments synced successfully';
export const RUN_UPDATE_SUCCESS = 'Tournament updated successfully';
export const SYNC_TOURNAMENTS_FAILED = 'Failed to sync tournaments';
export const RUN_UPDATE_FAILED = 'Failed to update tournament';

/** POST /api/admin/sync-tournaments: the season to sync; without it, the provider's current one. */
export const SyncTournamentsBody = z
  .object({
    year: z
      .number({ error: 'year must be a number from 2000 to 2100' })
      .int('year must be a number from 2000 to 2100')
      .min(2000, 'year must be a number from 2000 to 2100')
      .max(2100, 'year must be a number from 2000 to 2100')
      .optional(),
  })
  // No body at all is fine too (Fastify hands the validator null).
  .nullish();
export type SyncTournamentsBody = z.infer<typeof SyncTournamentsBody>;

export const SyncTournamentsResponse = z.object({
  message: z.string(),
  /** How many tournaments the provider listed (each was inserted or updated unless frozen). */
  count: z.number().int(),
});
export type SyncTournamentsResponse = z.infer<typeof SyncTournamentsResponse>;

/** POST /api/admin/run-update. */
export const RunUpdateBody = z.object({
  tournament_id: idParam('tournament_id'),
});
export type RunUpdateBody = z.infer<typeof RunUpdateBody>;

export const RunUpdateResponse = z.object({
  message: z.string(),
  /** The tournament's leaderboard version after the update. */
  version: z.number().int(),
  status: z.enum(['upcoming', 'active', 'completed']),
  /** The results are final and frozen (a frozen tournament is not fetched again). */
  finalized: z.boolean(),
});
export type RunUpdateResponse = z.infer<typeof RunUpdateResponse>;

/** A provider failure: `error` for the toast, `detail` with what the provider said. */
export const GolfDataErrorResponse = ErrorResponse.extend({ detail: z.string().optional() });
export type GolfDataErrorResponse = z.infer<typeof GolfDataErrorResponse>;

export const GolfDataFailure = z.object({
  message: z.string(),
  at: IsoDateTime,
  /** The tournament being updated, or null for a schedule sync. */
  tournamentId: z.number().int().nullable(),
});
export type GolfDataFailure = z.infer<typeof GolfDataFailure>;

/** GET /api/admin/golf-data/status: the feed's health for the admin page. */
export const GolfDataStatusResponse = z.object({
  provider: z.enum(['simulator', 'espn']),
  /** The last schedule sync or leaderboard update that succeeded (any instance). */
  lastSuccessfulUpdate: IsoDateTime.nullable(),
  /** The last failure; it may be older than the last success. */
  lastError: GolfDataFailure.nullable(),
  /** Whether the instance that answered runs the jobs. */
  leader: z.boolean(),
});
export type GolfDataStatusResponse = z.infer<typeof GolfDataStatusResponse>;

export const DebugEnvVariable = z.object({
  /** The environment variable's name. */
  name: z.string(),
  /** The value in effect (defaults included); secrets only 'set' or 'not set'; null when unset. */
  value: z.string().nullable(),
  secret: z.boolean(),
  /** For URLs that may carry credentials (DATABASE_URL, REDIS_URL): whether they do. */
  credentials: z.enum(['set', 'not set']).optional(),
});
export type DebugEnvVariable = z.infer<typeof DebugEnvVariable>;

/** GET /api/debug/env (user 1): the configuration, secrets masked. */
export const DebugEnvResponse = z.object({ variables: z.array(DebugEnvVariable) });
export type DebugEnvResponse = z.infer<typeof DebugEnvResponse>;
