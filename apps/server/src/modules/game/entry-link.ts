import { and, eq } from 'drizzle-orm';
import { entries, groupTournaments } from '../../db/schema';

/** An entry's group tournament: the join between an entry and its group's tournament row. */
export const entryLink = and(
  eq(groupTournaments.groupId, entries.groupId),
  eq(groupTournaments.tournamentId, entries.tournamentId),
);
