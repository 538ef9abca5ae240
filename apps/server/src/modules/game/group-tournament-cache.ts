import type { Db } from '../../db/client';
import { ExpiringCache } from '../../lib/expiring-cache';
import type { EventBus } from '../events/bus';
import { countMembers, loadGroupTournament, type LoadedGroupTournament } from './store';

export interface GroupTournamentFacts extends LoadedGroupTournament {
  memberCount: number;
}

/**
 * How long a group's tournament is remembered without news. Entries, settings, payments and
 * leaderboard updates announce themselves (a `standings` event) and membership changes a
 * `members` event, on every instance; this bounds what changes unannounced (a tournament's
 * status moving on another instance between two leaderboard updates).
 */
const FACTS_TTL_MS = 5_000;

/**
 * What a standings request needs to know before its cached body (the group's tournament, its
 * versions and the member count), kept in memory so a cached answer costs no query. Only for
 * reads: changes still load the row inside their transaction.
 */
export class GroupTournamentCache {
  readonly #facts = new ExpiringCache<string, GroupTournamentFacts>(FACTS_TTL_MS);

  constructor(
    private readonly db: Db,
    events: EventBus,
  ) {
    events.observe((groupId, event) => {
      if (event.type !== 'members' && event.type !== 'standings') return;
      const prefix = `${groupId}:`;
      this.#facts.deleteWhere((key) => key.startsWith(prefix));
    });
  }

  get(groupId: number, tournamentId: number): Promise<GroupTournamentFacts> {
    return this.#facts.get(`${groupId}:${tournamentId}`, async () => {
      const [loaded, memberCount] = await Promise.all([
        loadGroupTournament(this.db, groupId, tournamentId),
        countMembers(this.db, groupId),
      ]);
      return { ...loaded, memberCount };
    });
  }
}
