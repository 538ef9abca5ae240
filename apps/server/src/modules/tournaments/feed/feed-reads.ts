import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tournaments } from '../../../db/schema';
import { easternDate } from '../../../lib/time';

/** What the schedule sync asks of a provider's tournament before it fetches its field. */
export interface FeedTournament {
  id: number;
  /** Set once the final results are frozen: the feed leaves the tournament as it is. */
  finalizedAt: Date | null;
}

/** The tournament a provider's id names, or undefined when it is not stored yet. */
export async function findTournamentByExternalId(
  db: Db,
  externalId: string,
): Promise<FeedTournament | undefined> {
  const [row] = await db
    .select({ id: tournaments.id, finalizedAt: tournaments.finalizedAt })
    .from(tournaments)
    .where(eq(tournaments.externalId, externalId));
  return row;
}

/**
 * The tournaments the feed's periodic update refreshes: every one in play, every upcoming one
 * whose first tee time (or, without one, start date) has passed, so it turns active on time,
 * and every completed one whose final leaderboard has not been stored yet. Frozen ones are
 * never due.
 */
export async function tournamentsDueForUpdate(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(
      and(
        isNotNull(tournaments.externalId),
        isNull(tournaments.finalizedAt),
        or(
          eq(tournaments.status, 'active'),
          eq(tournaments.status, 'completed'),
          and(
            eq(tournaments.status, 'upcoming'),
            or(
              lte(tournaments.firstTeeTime, now),
              // Without a known tee time, from the start date on.
              and(isNull(tournaments.firstTeeTime), lte(tournaments.startDate, easternDate(now))),
            ),
          ),
        ),
      ),
    )
    .orderBy(tournaments.id);
  return due.map((row) => row.id);
}
