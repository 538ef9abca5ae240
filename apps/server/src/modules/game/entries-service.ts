import { and, asc, count, eq } from 'drizzle-orm';
import type { Entry, EntryValues } from '@fairway/contract';
import type { Db, Tx } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import { forbidden, invalidInput, notFound } from '../../lib/domain-errors';
import {
  alternateProblem,
  deadlinePassed,
  pickedGolferIds,
  picksProblem,
  type Picks,
} from '@fairway/domain';
import type { Clock } from '../../lib/clock';
import type { GroupAccess } from '../groups';
import type { LiveWrites } from '../live';
import { loadGroupTournament, type LoadedGroupTournament } from './store';
import { fieldTiers, golferNames, hasStarted } from '../tournaments';
import { userNames } from '../auth';

export const NOT_YOUR_ENTRY = 'Not authorized to edit this entry';
export const NO_ALTERNATES = 'This pool does not use alternates';

type EntryRow = typeof entries.$inferSelect;

/**
 * Members' entries. Every rule is held here whatever the client does: membership, entries
 * enabled, the deadline, the per-member limit, valid tier choices, and ownership.
 */
export class EntryService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
    private readonly live: LiveWrites,
  ) {}

  /** The caller's own entries; everyone's once play has started (picks stay private until the first tee time). */
  async list(userId: number, groupId: number, tournamentId: number): Promise<Entry[]> {
    await this.access.requireMember(groupId, userId);
    const { tournament } = await loadGroupTournament(this.db, groupId, tournamentId);
    const started = hasStarted(tournament, this.clock.now());
    const rows = await this.db
      .select()
      .from(entries)
      .where(
        and(
          eq(entries.groupId, groupId),
          eq(entries.tournamentId, tournamentId),
          started ? undefined : eq(entries.userId, userId),
        ),
      )
      .orderBy(asc(entries.createdAt), asc(entries.id));
    return this.#present(rows);
  }

  async save(
    userId: number,
    groupId: number,
    tournamentId: number,
    input: EntryValues,
  ): Promise<{ entry: Entry; created: boolean }> {
    await this.access.requireMember(groupId, userId);
    if (input.userId !== undefined && input.userId !== userId)
      throw forbidden('You can only submit entries for yourself');
    if (
      (input.groupId !== undefined && input.groupId !== groupId) ||
      (input.tournamentId !== undefined && input.tournamentId !== tournamentId)
    ) {
      throw invalidInput('The entry does not match this group and tournament');
    }
    const picks: Picks = {
      tier1GolferId: input.tier1GolferId,
      tier2GolferId: input.tier2GolferId,
      tier3GolferId: input.tier3GolferId,
      tier4GolferId1: input.tier4GolferId1,
      tier4GolferId2: input.tier4GolferId2,
    };
    const { id, created } = await this.live.write(async (tx, changed) => {
      const loaded = await this.#openForChanges(tx, groupId, tournamentId);
      const tiers = await fieldTiers(tx, tournamentId);
      const problem = picksProblem(picks, tiers);
      if (problem) throw invalidInput(problem);
      // Left out, an edit keeps the alternate (one named before the admin switched them off).
      const alternate = input.alternateGolferId;
      if (alternate) {
        if (!loaded.link.allowAlternate) throw invalidInput(NO_ALTERNATES);
        const why = alternateProblem(alternate, picks, tiers);
        if (why) throw invalidInput(why);
      }
      const values = {
        ...picks,
        tiebreaker: input.tiebreaker ?? null,
        ...(alternate !== undefined && { alternateGolferId: alternate }),
        updatedAt: this.clock.now(),
      };
      let entryId: number;
      if (input.entry_id) {
        await this.#ownEntry(tx, groupId, tournamentId, input.entry_id, userId);
        await tx.update(entries).set(values).where(eq(entries.id, input.entry_id));
        entryId = input.entry_id;
      } else {
        await this.#assertBelowLimit(tx, loaded, userId);
        const [row] = await tx
          .insert(entries)
          .values({ groupId, tournamentId, userId, ...values, createdAt: this.clock.now() })
          .returning({ id: entries.id });
        entryId = row!.id;
      }
      changed({ kind: 'group-tournament', groupId, tournamentId });
      return { id: entryId, created: !input.entry_id };
    });
    const [row] = await this.db.select().from(entries).where(eq(entries.id, id));
    return { entry: (await this.#present([row!]))[0]!, created };
  }

  async remove(
    userId: number,
    groupId: number,
    tournamentId: number,
    entryId: number,
  ): Promise<void> {
    await this.access.requireMember(groupId, userId);
    await this.live.write(async (tx, changed) => {
      await this.#openForChanges(tx, groupId, tournamentId);
      await this.#ownEntry(tx, groupId, tournamentId, entryId, userId);
      await tx.delete(entries).where(eq(entries.id, entryId));
      changed({ kind: 'group-tournament', groupId, tournamentId });
    });
  }

  /** Locks the group tournament row (so two submissions cannot both pass the limit) and checks it is open. */
  async #openForChanges(
    tx: Tx,
    groupId: number,
    tournamentId: number,
  ): Promise<LoadedGroupTournament> {
    const loaded = await loadGroupTournament(tx, groupId, tournamentId);
    await tx
      .select({ id: groupTournaments.id })
      .from(groupTournaments)
      .where(eq(groupTournaments.id, loaded.link.id))
      .for('update');
    if (!loaded.link.isActive) throw forbidden('Entries are disabled for this tournament');
    // Play under way closes entries too, whatever a tee time the feed moves later says.
    const now = this.clock.now();
    if (deadlinePassed(loaded.deadline, now) || hasStarted(loaded.tournament, now))
      throw forbidden('Entry deadline has passed');
    return loaded;
  }

  async #assertBelowLimit(tx: Tx, { link }: LoadedGroupTournament, userId: number): Promise<void> {
    const limit = link.allowMultipleEntries ? link.maxEntriesPerUser : 1;
    const [row] = await tx
      .select({ n: count() })
      .from(entries)
      .where(
        and(
          eq(entries.groupId, link.groupId),
          eq(entries.tournamentId, link.tournamentId),
          eq(entries.userId, userId),
        ),
      );
    if ((row?.n ?? 0) >= limit)
      throw invalidInput(
        `You have reached the maximum of ${limit} ${limit === 1 ? 'entry' : 'entries'} for this tournament`,
      );
  }

  async #ownEntry(
    tx: Tx,
    groupId: number,
    tournamentId: number,
    entryId: number,
    userId: number,
  ): Promise<EntryRow> {
    const [entry] = await tx
      .select()
      .from(entries)
      .where(
        and(
          eq(entries.id, entryId),
          eq(entries.groupId, groupId),
          eq(entries.tournamentId, tournamentId),
        ),
      );
    if (!entry) throw notFound('Entry not found');
    if (entry.userId !== userId) throw forbidden(NOT_YOUR_ENTRY);
    return entry;
  }

  async #present(rows: EntryRow[]): Promise<Entry[]> {
    if (rows.length === 0) return [];
    const golferIds = [
      ...new Set(
        rows.flatMap((row) => [
          ...pickedGolferIds(row),
          ...(row.alternateGolferId ? [row.alternateGolferId] : []),
        ]),
      ),
    ];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [golferName, userName] = await Promise.all([
      golferNames(this.db, golferIds),
      userNames(this.db, userIds),
    ]);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userName: userName.get(row.userId) ?? '',
      tier1GolferId: row.tier1GolferId,
      tier2GolferId: row.tier2GolferId,
      tier3GolferId: row.tier3GolferId,
      tier4GolferId1: row.tier4GolferId1,
      tier4GolferId2: row.tier4GolferId2,
      tiebreaker: row.tiebreaker,
      golfers: pickedGolferIds(row).map((id) => ({ id, name: golferName.get(id) ?? '' })),
      alternate: row.alternateGolferId
        ? { id: row.alternateGolferId, name: golferName.get(row.alternateGolferId) ?? '' }
        : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}
