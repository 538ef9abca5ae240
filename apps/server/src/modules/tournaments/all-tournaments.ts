import type { Db, Tx } from '../../db/client';
import { tournaments } from '../../db/schema';
import type { TournamentRecord } from './store';

/** Every tournament's row, in no particular order (the demo seed walks the whole season). */
export async function allTournaments(db: Db | Tx): Promise<TournamentRecord[]> {
  return db.select().from(tournaments);
}
