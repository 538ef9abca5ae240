import type { SeasonResponse } from '@fairway/contract';
import { ledgerLines, toDollars } from '@fairway/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberPayments } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { entryCountsByMember, groupTournamentsOf } from '../game';
import { membersByName, type GroupAccess } from '../groups';
import { scoreAcrossGroups } from '../history';

interface Totals {
  played: number;
  owedCents: number;
  paidCents: number;
  wonCents: number;
}

/**
 * The season money list (docs/rules.md, "Season money list"): for each member, across the
 * group's tournaments completed in a year, how many they played, the entry fees owed and paid
 * for them and the payouts won, by the same ledger and standings as the payment pages.
 */
export class SeasonMoneyList {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
  ) {}

  async of(userId: number, groupId: number, year?: number): Promise<SeasonResponse> {
    await this.access.requireMember(groupId, userId);
    const now = this.clock.now();
    const season = year ?? now.getUTCFullYear();
    const completed = (await groupTournamentsOf(this.db, [groupId], ['completed'])).filter(
      ({ tournament }) => tournament.startDate.startsWith(`${season}-`),
    );
    const members = await membersByName(this.db, groupId);
    const totals = new Map<number, Totals>(
      members.map((member) => [member.id, { played: 0, owedCents: 0, paidCents: 0, wonCents: 0 }]),
    );
    const memberIds = members.map((member) => member.id);
    const [counts, paid] = await Promise.all([
      entryCountsByMember(this.db, groupId),
      this.#paid(
        groupId,
        completed.map(({ tournament }) => tournament.id),
      ),
    ]);
    // One tournament at a time: each scores its standings.
    for (const { link, tournament } of completed) {
      const entries = new Map(
        counts
          .filter((row) => row.tournamentId === tournament.id)
          .map((row) => [row.userId, row.n]),
      );
      const paidHere = new Map(
        paid
          .filter((row) => row.tournamentId === tournament.id)
          .map((row) => [row.userId, row.cents]),
      );
      for (const line of ledgerLines(memberIds, entries, paidHere, link.entryFeeCents)) {
        const member = totals.get(line.userId)!;
        if (line.entryCount > 0) member.played += 1;
        member.owedCents += line.dueCents;
        member.paidCents += line.paidCents;
      }
      const scored = await scoreAcrossGroups(this.db, tournament.id, [groupId], now);
      for (const row of scored) {
        const member = totals.get(row.player.id);
        // Locked standings (the platform fee owed) pay nobody here either.
        if (member && !row.locked) member.wonCents += Math.round(row.payout * 100);
      }
    }
    const list = members.map((member) => {
      const { played, owedCents, paidCents, wonCents } = totals.get(member.id)!;
      return {
        userId: member.id,
        name: member.name,
        tournamentsPlayed: played,
        feesOwed: toDollars(owedCents),
        feesPaid: toDollars(paidCents),
        payoutsWon: toDollars(wonCents),
        net: toDollars(wonCents - owedCents),
      };
    });
    return {
      year: season,
      tournaments: completed.map(({ tournament }) => ({
        id: tournament.id,
        name: tournament.name,
        startDate: tournament.startDate,
      })),
      // The money list: most won first, then the best net, then by name (membersByName's order).
      members: list
        .map((member, order) => ({ member, order }))
        .sort(
          (a, b) =>
            b.member.payoutsWon - a.member.payoutsWon ||
            b.member.net - a.member.net ||
            a.order - b.order,
        )
        .map(({ member }) => member),
    };
  }

  /** What was recorded as paid, per member and tournament, in cents. */
  async #paid(groupId: number, tournamentIds: number[]) {
    if (tournamentIds.length === 0) return [];
    const rows = await this.db
      .select({
        userId: memberPayments.userId,
        tournamentId: memberPayments.tournamentId,
        cents: memberPayments.amountPaidCents,
      })
      .from(memberPayments)
      .where(
        and(
          eq(memberPayments.groupId, groupId),
          inArray(memberPayments.tournamentId, tournamentIds),
        ),
      );
    return rows;
  }
}
