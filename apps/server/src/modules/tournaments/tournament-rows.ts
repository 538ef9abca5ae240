import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import type { LiveMemory, LoadingView } from '../live';
import { findTournament, type TournamentRecord } from './store';

/**
 * Tournament rows as the live views read them (standings and leaderboards ask on every
 * request): one memory of them, in the live memory, for every area.
 */
export class TournamentRows {
  readonly #rows: LoadingView<[tournamentId: number], TournamentRecord>;

  constructor(
    db: Db,
    private readonly memory: LiveMemory,
  ) {
    this.#rows = memory.declare({
      name: 'tournament',
      key: (tournamentId: number) => String(tournamentId),
      dependsOn: (_row, tournamentId) => ({ tournaments: [tournamentId] }),
      bytes: () => 600,
      // Trusted this long without news: a leaderboard update forgets a row at once on the
      // instance that stored it and, announced to the groups playing the tournament, on every
      // other; this bounds what changes unannounced (a tournament no group plays, or dates the
      // platform administrator edited on another instance).
      ttlMs: 1_000,
      load: async (tournamentId) => {
        const row = await findTournament(db, tournamentId);
        if (!row) throw new NoSuchTournament();
        return row;
      },
    });
  }

  /**
   * The row, remembered or read; `notFoundMessage` when there is no such tournament (each
   * caller's own, even when it joined another caller's read).
   */
  async get(tournamentId: number, notFoundMessage: string): Promise<TournamentRecord> {
    try {
      return await this.#rows.get(tournamentId);
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
