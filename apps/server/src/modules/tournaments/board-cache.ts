import type { Db } from '../../db/client';
import type { LiveMemory } from '../live';
import { loadBoard, type BoardRow, type TournamentRecord } from './store';

/** Only versions still asked for stay; a new leaderboard version is a new key. */
const BOARD_TTL_MS = 60_000;
/** A board row's rough size in the memory's bytes (about 150 rows a field). */
const ROW_BYTES = 250;

/**
 * A tournament's leaderboard rows per leaderboard version, shared by every group's standings:
 * after an update, the first standings of each group reuse one load instead of reading the
 * field again (200 groups, one read). The version moves with every stored update, so a
 * remembered board is never older than the version it is filed under.
 */
export class BoardCache {
  constructor(
    private readonly db: Db,
    private readonly memory: LiveMemory,
  ) {}

  get(tournament: Pick<TournamentRecord, 'id' | 'leaderboardVersion'>): Promise<BoardRow[]> {
    const key = `board/${tournament.id}:${tournament.leaderboardVersion}`;
    return this.memory.get(key, async () => {
      const board = await loadBoard(this.db, tournament.id);
      return { value: board, dependsOn: {}, bytes: board.length * ROW_BYTES, ttlMs: BOARD_TTL_MS };
    });
  }
}
