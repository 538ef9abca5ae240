import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminEntriesResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, golfers, poolGroups, tournaments, users } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import { PICK_SLOTS, pickedGolferIds } from '@fairway/domain';
import type { Clock } from '../../lib/clock';
import { scoreAcrossGroups } from '../history/score-across-groups';

/**
 * The platform admin's view of every entry of a tournament, across all groups (Manage Entries,
 * docs/rules.md, "CSV imports").
 */
export class AdminEntriesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(tournamentId: number): Promise<AdminEntriesResponse> {
    const [tournament] = await this.db
      .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId));
    if (!tournament) throw notFound('Tournament not found');

    const rows = await this.db
      .select({
        entry: entries,
        userName: users.name,
        userEmail: users.email,
        groupName: poolGroups.name,
      })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .innerJoin(poolGroups, eq(poolGroups.id, entries.groupId))
      .where(eq(entries.tournamentId, tournamentId))
      .orderBy(asc(poolGroups.name), asc(entries.id));

    const golferIds = [...new Set(rows.flatMap(({ entry }) => pickedGolferIds(entry)))];
    const names = new Map(
      golferIds.length === 0
        ? []
        : (
            await this.db
              .select({ id: golfers.id, name: golfers.name })
              .from(golfers)
              .where(inArray(golfers.id, golferIds))
          ).map((g) => [g.id, g.name]),
    );

    // Scores exist once play starts; every group is scored by its own pool type.
    const scored =
      tournament.status === 'upcoming'
        ? []
        : await scoreAcrossGroups(
            this.db,
            tournamentId,
            [...new Set(rows.map(({ entry }) => entry.groupId))],
            this.clock.now(),
          );
    const byEntry = new Map(scored.map((row) => [row.entryId, row]));

    return {
      tournamentId,
      tournamentName: tournament.name,
      status: tournament.status,
      entries: rows.map(({ entry, userName, userEmail, groupName }) => {
        const standing = byEntry.get(entry.id);
        return {
          entryId: entry.id,
          rank: standing?.rank ?? null,
          userId: entry.userId,
          userName,
          userEmail,
          groupId: entry.groupId,
          groupName,
          picks: PICK_SLOTS.map(([slot, tier]) => {
            const golferId = entry[slot];
            return {
              tier,
              golferId,
              name: names.get(golferId) ?? `Golfer ${golferId}`,
              score: standing?.selections.find((g) => g.golferId === golferId)?.score ?? null,
            };
          }),
          totalScore: standing?.totalScore ?? null,
          tiebreaker: entry.tiebreaker,
          submittedAt: entry.createdAt.toISOString(),
        };
      }),
    };
  }
}
