import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import type { LiveMemory } from '../live';
import { findTournament, type TournamentRecord } from './store';

const PREFIX = 'tournament/';
/** A tournament row's rough size in the memory's bytes. */
const ROW_BYTES = 600;
/**
 * How long a row is trusted without news. A leaderboard update forgets it at once on the
 * instance that stored it and, announced to the groups playing the tournament, on every other;
 * this bounds what changes unannounced (a tournament no group plays, or dates the platform
 * administrator edited on another instance).
 */
const ROW_TTL_MS = 1_000;

/**
 * Tournament rows as the live views read them (standings and leaderboards ask on every
 * request): one memory of them, in the live memory, for every area.
 */
export class TournamentRows {
  constructor(
    private readonly db: Db,
    private readonly memory: LiveMemory,
  ) {}

  /**
   * The row, remembered or read; `notFoundMessage` when there is no such tournament (each
   * caller's own, even when it joined another caller's read).
   */
  async get(tournamentId: number, notFoundMessage: string): Promise<TournamentRecord> {
    try {
      return await this.memory.get(`${PREFIX}${tournamentId}`, async () => {
        const row = await findTournament(this.db, tournamentId);
        if (!row) throw new NoSuchTournament();
        return {
          value: row,
          dependsOn: { tournaments: [tournamentId] },
          bytes: ROW_BYTES,
          ttlMs: ROW_TTL_MS,
        };
      });
    } catch (error) {
      if (error instanceof NoSuchTournament) throw notFound(notFoundMessage);
      throw error;
    }
  }

  /** A new leaderboard was stored here: the next request reads the new version. */
  forget(tournamentId: number): void {
    this.memory.forgetTournament(tournamentId);
  }
}

/** A read found no row: each caller says so in its own words. */
class NoSuchTournament extends Error {}
