import { and, count, eq } from 'drizzle-orm';
import type {
  AddGroupTournamentValues,
  AdminGroupTournament,
  AdminTournamentsResponse,
  UpdateGroupTournamentValues,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { entries, groupTournaments } from '../../db/schema';
import {
  customDeadlineProblem,
  sizeTier,
  toCents,
  toDollars,
  tournamentPriceCents,
  type TournamentFee,
} from '@fairway/domain';
import { conflict, invalidInput, notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { EarlierPayment } from './earlier-payment';
import { loadTournamentFee } from './platform-fee';
import type { GroupAccess } from '../groups';
import type { LiveWrites } from '../live';
import {
  deadlineOf,
  groupTournamentsOf,
  loadGroupTournament,
  type GroupTournamentRecord,
} from './store';
import {
  findTournament,
  findTournamentsByStatus,
  hasStarted,
  type TournamentRecord,
} from '../tournaments';
import { countMembers } from '../groups';
import type { SettingsEdits } from './settings-edits';

type Settings = Omit<AddGroupTournamentValues, 'tournament_id'>;

/** Switching alternates on or off mid-tournament would change who counts: fixed at the first tee. */
export const ALTERNATES_FIXED_AT_START =
  'Alternates cannot be switched on or off once the tournament has started';

/** The group admin's side of a group's tournaments. */
export class GroupAdminService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
    private readonly live: LiveWrites,
    /** A fee paid before for the tournament (billing's records), carried onto it when it is added again. */
    private readonly earlierPayment: EarlierPayment,
    /** Edits of settings: rate limited, and a started tournament's result settings audited. */
    private readonly edits: SettingsEdits,
  ) {}

  async list(userId: number, groupId: number): Promise<AdminTournamentsResponse> {
    const { group } = await this.access.requireAdmin(groupId, userId);
    const memberCount = await countMembers(this.db, groupId);
    const tier = sizeTier(memberCount);
    const rows = await groupTournamentsOf(this.db, [groupId]);
    const counts = await this.#entryCounts(groupId);
    const fees = await Promise.all(
      rows.map(({ link, tournament }) =>
        loadTournamentFee(this.db, link, tournament, memberCount, this.clock.now()),
      ),
    );
    return {
      tournaments: rows.map(({ link, tournament }, i) =>
        present(link, tournament, fees[i]!, counts.get(tournament.id) ?? 0),
      ),
      group_info: {
        group_name: group.name,
        member_count: memberCount,
        tier_name: tier,
        tournament_price: toDollars(tournamentPriceCents(tier)),
        requires_payment: tier !== 'free',
      },
    };
  }

  /** Tournaments the group can still add: not completed, not already added. */
  async available(userId: number, groupId: number) {
    await this.access.requireAdmin(groupId, userId);
    const [added, inPlay] = await Promise.all([
      this.db
        .select({ id: groupTournaments.tournamentId })
        .from(groupTournaments)
        .where(eq(groupTournaments.groupId, groupId)),
      findTournamentsByStatus(this.db, ['upcoming', 'active']),
    ]);
    const addedIds = new Set(added.map((row) => row.id));
    return inPlay
      .filter((t) => !addedIds.has(t.id))
      .map((t) => ({
        id: t.id,
        name: t.name,
        start_date: t.startDate,
        status: t.status,
        first_tee_time: t.firstTeeTime?.toISOString() ?? null,
      }));
  }

  async add(
    userId: number,
    groupId: number,
    input: AddGroupTournamentValues,
  ): Promise<AdminGroupTournament> {
    await this.access.requireAdmin(groupId, userId);
    const tournament = await findTournament(this.db, input.tournament_id);
    if (!tournament) throw notFound('Tournament not found');
    if (tournament.status === 'completed')
      throw invalidInput('A completed tournament cannot be added');
    assertDeadlineFits(input, tournament);
    const link = await this.live.write(async (tx, changed) => {
      const [added] = await tx
        .insert(groupTournaments)
        .values({
          groupId,
          tournamentId: tournament.id,
          ...this.#settings(input),
          ...(await this.earlierPayment(tx, groupId, tournament.id)),
          // The app's clock: adding a tournament already under way decides its platform fee,
          // by the members the group has as it begins playing.
          createdAt: this.clock.now(),
          ...(hasStarted(tournament, this.clock.now()) && {
            membersAtStart: await countMembers(tx, groupId),
          }),
        })
        .onConflictDoNothing()
        .returning();
      if (!added) throw conflict('This tournament is already in the group');
      changed({ kind: 'group-tournament', groupId, tournamentId: tournament.id });
      return added;
    });
    return this.#presentOne(groupId, link, tournament);
  }

  async update(
    userId: number,
    groupId: number,
    tournamentId: number,
    input: UpdateGroupTournamentValues,
  ): Promise<AdminGroupTournament> {
    await this.access.requireAdmin(groupId, userId);
    await this.edits.count(userId);
    const { link, tournament } = await loadGroupTournament(this.db, groupId, tournamentId);
    assertDeadlineFits(input, tournament);
    if (
      input.allow_alternate !== undefined &&
      input.allow_alternate !== link.allowAlternate &&
      hasStarted(tournament, this.clock.now())
    )
      throw invalidInput(ALTERNATES_FIXED_AT_START);
    const changes = this.#settings(input);
    if (Object.keys(changes).length > 0)
      await this.edits.save({ linkId: link.id, groupId, tournamentId, userId, values: changes });
    const [updated] = await this.db
      .select()
      .from(groupTournaments)
      .where(eq(groupTournaments.id, link.id));
    return this.#presentOne(groupId, updated!, tournament);
  }

  /** Only before the tournament starts. */
  async remove(userId: number, groupId: number, tournamentId: number): Promise<void> {
    await this.access.requireAdmin(groupId, userId);
    const { link, tournament } = await loadGroupTournament(this.db, groupId, tournamentId);
    if (hasStarted(tournament, this.clock.now())) {
      throw invalidInput('A tournament cannot be removed after it has started');
    }
    await this.live.write(async (tx, changed) => {
      await tx
        .delete(entries)
        .where(and(eq(entries.groupId, groupId), eq(entries.tournamentId, tournamentId)));
      await tx.delete(groupTournaments).where(eq(groupTournaments.id, link.id));
      changed({ kind: 'tournament-removed', groupId, tournamentId });
    });
  }

  async toggleEntries(
    userId: number,
    groupId: number,
    tournamentId: number,
    isActive: boolean,
  ): Promise<{ message: string; is_active: boolean }> {
    await this.access.requireAdmin(groupId, userId);
    await this.edits.count(userId);
    const { link } = await loadGroupTournament(this.db, groupId, tournamentId);
    await this.live.write(async (tx, changed) => {
      await tx.update(groupTournaments).set({ isActive }).where(eq(groupTournaments.id, link.id));
      changed({ kind: 'group-tournament', groupId, tournamentId });
    });
    return { message: isActive ? 'Entries enabled' : 'Entries disabled', is_active: isActive };
  }

  /** The columns a body sets; multiple entries are allowed exactly when the limit is above 1. */
  #settings(input: Partial<Settings>) {
    const values: Partial<typeof groupTournaments.$inferInsert> = {};
    if (input.is_active !== undefined) values.isActive = input.is_active;
    if (input.entry_deadline !== undefined)
      values.entryDeadline = input.entry_deadline ? new Date(input.entry_deadline) : null;
    if (input.max_entries_per_user !== undefined) {
      values.maxEntriesPerUser = input.max_entries_per_user;
      values.allowMultipleEntries = input.max_entries_per_user > 1;
    }
    if (input.pool_type !== undefined) values.poolType = input.pool_type;
    if (input.allow_alternate !== undefined) values.allowAlternate = input.allow_alternate;
    if (input.custom_rules !== undefined) values.customRules = input.custom_rules || null;
    if (input.entry_fee !== undefined) values.entryFeeCents = toCents(input.entry_fee);
    if (input.payout_structure !== undefined)
      values.payoutStructure = input.payout_structure
        .split('/')
        .map((p) => p.trim())
        .join('/');
    return values;
  }

  async #presentOne(
    groupId: number,
    link: GroupTournamentRecord,
    tournament: TournamentRecord,
  ): Promise<AdminGroupTournament> {
    const [memberCount, counts] = await Promise.all([
      countMembers(this.db, groupId),
      this.#entryCounts(groupId),
    ]);
    const fee = await loadTournamentFee(this.db, link, tournament, memberCount, this.clock.now());
    return present(link, tournament, fee, counts.get(tournament.id) ?? 0);
  }

  async #entryCounts(groupId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ tournamentId: entries.tournamentId, n: count() })
      .from(entries)
      .where(eq(entries.groupId, groupId))
      .groupBy(entries.tournamentId);
    return new Map(rows.map((row) => [row.tournamentId, row.n]));
  }
}

/** A custom deadline the body names may not leave entries open after the first tee time. */
function assertDeadlineFits(input: Partial<Settings>, tournament: TournamentRecord): void {
  if (!input.entry_deadline) return;
  const problem = customDeadlineProblem(new Date(input.entry_deadline), tournament);
  if (problem) throw invalidInput(problem);
}

function present(
  link: GroupTournamentRecord,
  tournament: TournamentRecord,
  fee: TournamentFee,
  entryCount: number,
): AdminGroupTournament {
  return {
    id: link.id,
    tournament_id: tournament.id,
    tournament_name: tournament.name,
    is_active: link.isActive,
    entry_deadline: link.entryDeadline?.toISOString() ?? null,
    effective_entry_deadline: deadlineOf(link, tournament).toISOString(),
    max_entries_per_user: link.maxEntriesPerUser,
    allow_multiple_entries: link.allowMultipleEntries,
    pool_type: link.poolType,
    allow_alternate: link.allowAlternate,
    custom_rules: link.customRules,
    entry_fee: toDollars(link.entryFeeCents),
    payout_structure: link.payoutStructure,
    payment_completed: link.paymentCompleted,
    payment_amount: link.paymentAmountCents === null ? null : toDollars(link.paymentAmountCents),
    payment_date: link.paymentDate?.toISOString() ?? null,
    requires_payment: fee.owed,
    entry_count: entryCount,
    tournament_info: {
      start_date: tournament.startDate,
      end_date: tournament.endDate,
      status: tournament.status,
      first_tee_time: tournament.firstTeeTime?.toISOString() ?? null,
    },
  };
}
