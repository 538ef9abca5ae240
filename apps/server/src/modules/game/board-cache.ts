import type { Db } from '../../db/client';
import { ExpiringCache } from '../../lib/expiring-cache';
import { loadBoard, type BoardRow, type TournamentRecord } from '../tournaments';

/** Only versions still asked for stay; a new leaderboard version is a new key. */
const BOARD_TTL_MS = 60_000;
/**
 * A board is a field's rows (about 150); the ones asked for are the current version of each
 * tournament in play, and the previous one for a moment after an update.
 */
const MAX_BOARDS = 64;

/**
 * A tournament's leaderboard rows per leaderboard version, shared by every group's standings:
 * after an update, the first standings of each group reuse one load instead of reading the
 * field again (200 groups, one read). The version moves with every stored update, so a
 * remembered board is never older than the version it is filed under.
 */
export class BoardCache {
  readonly #boards = new ExpiringCache<string, BoardRow[]>(BOARD_TTL_MS, {
    maxEntries: MAX_BOARDS,
  });

  constructor(private readonly db: Db) {}

  get(tournament: Pick<TournamentRecord, 'id' | 'leaderboardVersion'>): Promise<BoardRow[]> {
    return this.#boards.get(`${tournament.id}:${tournament.leaderboardVersion}`, () =>
      loadBoard(this.db, tournament.id),
    );
  }
}
