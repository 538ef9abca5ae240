import {
  RUN_UPDATE_FAILED,
  RUN_UPDATE_SUCCESS,
  SYNC_TOURNAMENTS_FAILED,
  SYNC_TOURNAMENTS_SUCCESS,
  type DebugEnvResponse,
  type GolfDataStatusResponse,
  type RunUpdateResponse,
  type SyncTournamentsResponse,
} from '@fairway/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { GolfDataError, type GolfDataJobs } from '../../golf-data/jobs';
import { conflict, notFound, upstreamFailed } from '../../lib/domain-errors';
import { findTournament } from '../tournaments';
import { describeConfig } from './debug-env';

/** A provider failure reaches the admin as a 502 with the toast's message and the provider's words. */
const badGateway = (message: string, error: unknown) =>
  upstreamFailed(message, error instanceof GolfDataError ? { detail: error.message } : undefined);

/** The platform administrator's golf data controls (user 1; the routes check that). */
export class PlatformAdminService {
  constructor(
    private readonly db: Db,
    private readonly jobs: GolfDataJobs,
    private readonly config: Config,
  ) {}

  async syncTournaments(year?: number): Promise<SyncTournamentsResponse> {
    try {
      const count = await this.jobs.syncSchedule(year);
      return { message: SYNC_TOURNAMENTS_SUCCESS, count };
    } catch (error) {
      throw badGateway(SYNC_TOURNAMENTS_FAILED, error);
    }
  }

  async runUpdate(tournamentId: number): Promise<RunUpdateResponse> {
    const row = await findTournament(this.db, tournamentId);
    if (!row) throw notFound('Tournament not found');
    if (!row.externalId)
      throw conflict('This tournament is not followed by the golf data provider (it was imported)');
    try {
      const result = await this.jobs.updateTournament(tournamentId);
      return {
        message: RUN_UPDATE_SUCCESS,
        version: result.version,
        status: result.status,
        finalized: result.finalized,
      };
    } catch (error) {
      throw badGateway(RUN_UPDATE_FAILED, error);
    }
  }

  async golfDataStatus(): Promise<GolfDataStatusResponse> {
    return this.jobs.status();
  }

  debugEnv(): DebugEnvResponse {
    return { variables: describeConfig(this.config) };
  }
}
