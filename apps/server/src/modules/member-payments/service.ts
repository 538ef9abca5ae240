import { and, desc, eq } from 'drizzle-orm';
import type {
  FinancialReportResponse,
  MarkPaymentValues,
  MemberPayment,
  PaymentChange,
  PoolPayouts,
  TournamentPaymentsResponse,
} from '@fairway/contract';
import {
  collectionRate,
  ledgerLines,
  ledgerTotals,
  type LedgerLine,
  toCents,
  toDollars,
} from '@fairway/domain';
import type { Db } from '../../db/client';
import { memberPaymentChanges, memberPayments } from '../../db/schema';
import { notFound } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import { findPeople, userNames } from '../auth';
import { membersAmong, membersByName, type GroupAccess } from '../groups';
import {
  FORMER_MEMBER,
  nest,
  presentPayment,
  type MemberRow,
  type PaymentRow,
} from './payment-rows';
import { poolPayouts } from './pool-payouts';
import { entryCountsByMember, groupTournamentsOf, loadGroupTournament } from '../game';

const RECENT_CHANGES = 50;

type Recorded = { recordedBy: number | null };
/** Who recorded these payments or changes (their accounts may since be gone: null). */
const recorderIds = (rows: Recorded[]) =>
  rows.flatMap((row) => (row.recordedBy === null ? [] : [row.recordedBy]));
/** The recorder's name, or null when no recorder is left. */
const recorderName = (names: Map<number, string>, row: Recorded) =>
  row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null);

/** Entry fees: who owes what, what was paid, and the group's financial report (admins only). */
export class MemberPaymentService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
  ) {}

  async tournamentPayments(
    userId: number,
    groupId: number,
    tournamentId: number,
  ): Promise<TournamentPaymentsResponse> {
    await this.access.requireAdmin(groupId, userId);
    const { link, tournament } = await loadGroupTournament(this.db, groupId, tournamentId);
    const [members, counts, payments, changes, payouts] = await Promise.all([
      this.#members(groupId),
      this.#entryCounts(groupId, tournamentId),
      this.#payments(groupId, tournamentId),
      this.#changes(groupId, tournamentId),
      poolPayouts(this.db, link, tournament, this.clock.now()),
    ]);
    const lines = this.#lines(members, counts, payments, link.entryFeeCents);
    const totals = ledgerTotals(lines);
    return {
      tournament_id: tournament.id,
      tournament_name: tournament.name,
      entry_fee: toDollars(link.entryFeeCents),
      payout_structure: link.payoutStructure,
      expected_total: toDollars(totals.expectedCents),
      total_collected: toDollars(totals.collectedCents),
      total_outstanding: toDollars(totals.outstandingCents),
      collection_rate: totals.collectionRate,
      total_members: members.length,
      total_entries: totals.entries,
      member_payments: lines.map((line, i) =>
        presentPayment(members[i]!, line, payments.get(line.userId)),
      ),
      changes,
      payouts,
    };
  }

  /** Records what a member has paid in total for a tournament; every change is kept. */
  async markPayment(
    adminId: number,
    groupId: number,
    tournamentId: number,
    input: MarkPaymentValues,
  ): Promise<MemberPayment> {
    await this.access.requireAdmin(groupId, adminId);
    const { link } = await loadGroupTournament(this.db, groupId, tournamentId);
    const [inGroup, people] = await Promise.all([
      membersAmong(this.db, groupId, [input.user_id]),
      findPeople(this.db, [input.user_id]),
    ]);
    const member = inGroup.has(input.user_id) ? people.get(input.user_id) : undefined;
    if (!member) throw notFound('Member not found in this group');

    const record = {
      amountPaidCents: toCents(input.amount_paid),
      paymentMethod: input.payment_method,
      paymentReference: input.payment_reference,
      recordedBy: adminId,
    };
    await this.db.transaction(async (tx) => {
      await tx
        .insert(memberPayments)
        .values({ groupId, tournamentId, userId: member.id, paymentDate: new Date(), ...record })
        .onConflictDoUpdate({
          target: [memberPayments.groupId, memberPayments.tournamentId, memberPayments.userId],
          set: { ...record, paymentDate: new Date() },
        });
      await tx
        .insert(memberPaymentChanges)
        .values({ groupId, tournamentId, userId: member.id, ...record });
    });

    const [counts, payments] = await Promise.all([
      this.#entryCounts(groupId, tournamentId),
      this.#payments(groupId, tournamentId),
    ]);
    const [line] = this.#lines([member], counts, payments, link.entryFeeCents);
    return presentPayment(member, line!, payments.get(member.id));
  }

  async financialReport(userId: number, groupId: number): Promise<FinancialReportResponse> {
    const { group } = await this.access.requireAdmin(groupId, userId);
    const [members, links, counts, payments] = await Promise.all([
      this.#members(groupId),
      groupTournamentsOf(this.db, [groupId]),
      this.#entryCounts(groupId),
      this.#payments(groupId),
    ]);
    const rows = links.map(({ link, tournament }) => {
      const lines = this.#lines(
        members,
        counts.get(tournament.id) ?? new Map(),
        payments.get(tournament.id) ?? new Map(),
        link.entryFeeCents,
      );
      return { link, tournament, feeCents: link.entryFeeCents, totals: ledgerTotals(lines) };
    });
    // One tournament at a time: each scores its standings, and a report may cover a whole season.
    const payouts: PoolPayouts[] = [];
    for (const { link, tournament } of rows)
      payouts.push(await poolPayouts(this.db, link, tournament, this.clock.now()));
    const expected = rows.reduce((sum, row) => sum + row.totals.expectedCents, 0);
    const collected = rows.reduce((sum, row) => sum + row.totals.collectedCents, 0);
    const outstanding = rows.reduce((sum, row) => sum + row.totals.outstandingCents, 0);
    return {
      group_id: group.id,
      group_name: group.name,
      member_count: members.length,
      summary: {
        total_tournaments: rows.length,
        total_expected_revenue: toDollars(expected),
        total_collected: toDollars(collected),
        total_outstanding: toDollars(outstanding),
        collection_rate: collectionRate(collected, expected),
      },
      tournaments: rows.map(({ tournament, feeCents, totals }, i) => ({
        tournament_id: tournament.id,
        tournament_name: tournament.name,
        start_date: tournament.startDate,
        entry_fee: toDollars(feeCents),
        expected_revenue: toDollars(totals.expectedCents),
        collected_amount: toDollars(totals.collectedCents),
        outstanding_amount: toDollars(totals.outstandingCents),
        collection_rate: totals.collectionRate,
        paid_members: totals.paidMembers,
        total_members: totals.owingMembers,
        payouts: payouts[i]!,
      })),
    };
  }

  #lines(
    members: MemberRow[],
    counts: Map<number, number>,
    payments: Map<number, PaymentRow>,
    feeCents: number,
  ): LedgerLine[] {
    const paid = new Map([...payments].map(([id, row]) => [id, row.amountPaidCents]));
    return ledgerLines(
      members.map((member) => member.id),
      counts,
      paid,
      feeCents,
    );
  }

  async #members(groupId: number): Promise<MemberRow[]> {
    const members = await membersByName(this.db, groupId);
    return members.map(({ id, name, email }) => ({ id, name, email }));
  }

  /** Entries per member: of one tournament, or of every tournament keyed by tournament id. */
  #entryCounts(groupId: number, tournamentId: number): Promise<Map<number, number>>;
  #entryCounts(groupId: number): Promise<Map<number, Map<number, number>>>;
  async #entryCounts(groupId: number, tournamentId?: number) {
    const rows = await entryCountsByMember(this.db, groupId, tournamentId);
    return nest(rows, tournamentId, (row) => row.n);
  }

  #payments(groupId: number, tournamentId: number): Promise<Map<number, PaymentRow>>;
  #payments(groupId: number): Promise<Map<number, Map<number, PaymentRow>>>;
  async #payments(groupId: number, tournamentId?: number) {
    const payments = await this.db
      .select()
      .from(memberPayments)
      .where(
        tournamentId === undefined
          ? eq(memberPayments.groupId, groupId)
          : and(eq(memberPayments.groupId, groupId), eq(memberPayments.tournamentId, tournamentId)),
      );
    const names = await userNames(this.db, recorderIds(payments));
    return nest(
      payments.map((payment) => ({ ...payment, recordedByName: recorderName(names, payment) })),
      tournamentId,
      (row) => row,
    );
  }

  async #changes(groupId: number, tournamentId: number): Promise<PaymentChange[]> {
    const changes = await this.db
      .select()
      .from(memberPaymentChanges)
      .where(
        and(
          eq(memberPaymentChanges.groupId, groupId),
          eq(memberPaymentChanges.tournamentId, tournamentId),
        ),
      )
      .orderBy(desc(memberPaymentChanges.id))
      .limit(RECENT_CHANGES);
    const names = await userNames(
      this.db,
      changes.flatMap((row) => [row.userId, ...recorderIds([row])]),
    );
    // A member's changes go with their account (the foreign key cascades): one whose account
    // was deleted meanwhile is left out, as the join this replaces did.
    return changes.flatMap((row) => {
      const userName = names.get(row.userId);
      if (userName === undefined) return [];
      return [
        {
          id: row.id,
          user_id: row.userId,
          user_name: userName,
          amount_paid: toDollars(row.amountPaidCents),
          payment_method: row.paymentMethod,
          payment_reference: row.paymentReference,
          recorded_by: recorderName(names, row) ?? FORMER_MEMBER,
          recorded_at: row.recordedAt.toISOString(),
        },
      ];
    });
  }
}
