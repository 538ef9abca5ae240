import type { Db } from '../../db/client';
import type { LiveMemory, LoadingView } from '../live';
import { loadBoard, type BoardRow, type TournamentRecord } from './store';

type BoardOf = Pick<TournamentRecord, 'id' | 'leaderboardVersion'>;

/**
 * A tournament's leaderboard rows per leaderboard version, shared by every group's standings:
 * after an update, the first standings of each group reuse one load instead of reading the
 * field again (200 groups, one read). The version moves with every stored update, so a
 * remembered board is never older than the version it is filed under.
 */
export class BoardCache {
  readonly #boards: LoadingView<[tournament: BoardOf], BoardRow[]>;

  constructor(db: Db, memory: LiveMemory) {
    this.#boards = memory.declare({
      name: 'board',
      key: (tournament: BoardOf) => `${tournament.id}:${tournament.leaderboardVersion}`,
      dependsOn: () => ({}),
      // A board row's rough size (about 150 rows a field).
      bytes: (board) => board.length * 250,
      // Only versions still asked for stay; a new leaderboard version is a new key.
      ttlMs: 60_000,
      load: (tournament) => loadBoard(db, tournament.id),
    });
  }

  get(tournament: BoardOf): Promise<BoardRow[]> {
    return this.#boards.get(tournament);
  }
}
