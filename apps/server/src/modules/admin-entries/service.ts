import type { AdminEntriesResponse } from '@fairway/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { PICK_SLOTS, pickedGolferIds } from '@fairway/domain';
import type { Clock } from '../../lib/clock';
import { byName, findPeople } from '../auth';
import { entriesOfTournament, type EntryRecord } from '../game';
import { groupNames } from '../groups';
import { scoreAcrossGroups } from '../history';
import { findTournament, golferNames } from '../tournaments';

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
    const tournament = await findTournament(this.db, tournamentId);
    if (!tournament) throw notFound('Tournament not found');

    const rows = await this.#entriesByGroupName(tournamentId);
    const names = await golferNames(
      this.db,
      rows.flatMap(({ entry }) => pickedGolferIds(entry)),
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

  /** The tournament's entries with their players and groups, by group name, then entry. */
  async #entriesByGroupName(tournamentId: number) {
    const entries = await entriesOfTournament(this.db, tournamentId);
    const [people, groups] = await Promise.all([
      findPeople(
        this.db,
        entries.map((entry) => entry.userId),
      ),
      groupNames(
        this.db,
        entries.map((entry) => entry.groupId),
      ),
    ]);
    const rows: {
      entry: EntryRecord;
      userName: string;
      userEmail: string;
      groupName: string;
    }[] = [];
    for (const entry of entries) {
      const person = people.get(entry.userId);
      const groupName = groups.get(entry.groupId);
      if (person && groupName !== undefined)
        rows.push({ entry, userName: person.name, userEmail: person.email, groupName });
    }
    // Names in the byte order byName gives, the same on the embedded database and a server.
    return rows.sort((a, b) =>
      byName({ name: a.groupName, id: a.entry.id }, { name: b.groupName, id: b.entry.id }),
    );
  }
}
