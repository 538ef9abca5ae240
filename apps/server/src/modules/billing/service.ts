import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminStatusResponse,
  BillingDashboardResponse,
  CanCreateTournamentResponse,
  GroupBillingHistoryResponse,
  GroupPricingResponse,
  PricingResponse,
} from '@fairway/contract';
import type { Db } from '../../db/client';
import { billingTransactions } from '../../db/schema';
import {
  PRICING_TIERS,
  sizeTier,
  tierDisplayName,
  toDollars,
  tournamentPriceCents,
} from '@fairway/domain';
import { forbidden } from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import { groupTournamentsOf, loadTournamentFee } from '../game';
import type { GroupAccess } from '../groups';
import { countMembers, countMembersOf, membershipsOf } from '../groups';
import { byName } from '../auth';
import { findTournaments } from '../tournaments';

const NOT_AN_ADMIN = 'The billing dashboard is for group administrators';

/** The platform fee side of money: prices, what each admin's groups owe and have paid. */
export class BillingService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly clock: Clock,
  ) {}

  pricing(): PricingResponse {
    return { currency: 'usd', pricing_tiers: PRICING_TIERS };
  }

  async adminStatus(userId: number): Promise<AdminStatusResponse> {
    const groups = await this.#adminGroups(userId);
    return { is_group_admin: groups.length > 0, admin_group_count: groups.length };
  }

  async dashboard(userId: number): Promise<BillingDashboardResponse> {
    const groups = await this.#adminGroups(userId);
    if (groups.length === 0) throw forbidden(NOT_AN_ADMIN);
    const ids = groups.map((group) => group.id);
    const [members, links, spent] = await Promise.all([
      countMembersOf(this.db, ids),
      groupTournamentsOf(this.db, ids),
      this.#spentByGroup(ids),
    ]);
    const now = this.clock.now();
    const fees = await Promise.all(
      links.map(({ link, tournament }) =>
        loadTournamentFee(this.db, link, tournament, members.get(link.groupId) ?? 0, now),
      ),
    );
    const rows = groups.map((group) => {
      const memberCount = members.get(group.id) ?? 0;
      const tier = sizeTier(memberCount);
      const ofGroup = links.flatMap((row, i) => (row.link.groupId === group.id ? [fees[i]!] : []));
      return {
        id: group.id,
        name: group.name,
        tier_name: tier,
        member_count: memberCount,
        tournament_price: toDollars(tournamentPriceCents(tier)),
        total_spent: toDollars(spent.get(group.id) ?? 0),
        tournaments_created: ofGroup.length,
        unpaid_tournaments: ofGroup.filter((fee) => fee.owed).length,
      };
    });
    return {
      total_groups: rows.length,
      total_tournaments_created: rows.reduce((sum, row) => sum + row.tournaments_created, 0),
      total_spent: toDollars([...spent.values()].reduce((sum, cents) => sum + cents, 0)),
      groups: rows,
    };
  }

  async groupPricing(userId: number, groupId: number): Promise<GroupPricingResponse> {
    await this.access.requireMember(groupId, userId);
    const memberCount = await countMembers(this.db, groupId);
    const tier = sizeTier(memberCount);
    return {
      group_id: groupId,
      member_count: memberCount,
      tier_name: tier,
      tier_display_name: tierDisplayName(tier),
      tournament_price: toDollars(tournamentPriceCents(tier)),
      requires_payment: tier !== 'free',
    };
  }

  /** Admins can always add a tournament; a paying group then pays for it before it starts. */
  async canCreateTournament(userId: number, groupId: number): Promise<CanCreateTournamentResponse> {
    await this.access.requireAdmin(groupId, userId);
    const pricing = await this.groupPricing(userId, groupId);
    return {
      can_create: true,
      requires_payment: pricing.requires_payment,
      tournament_price: pricing.tournament_price,
      message: pricing.requires_payment
        ? `Each tournament costs $${pricing.tournament_price.toFixed(2)}, paid by card before it starts.`
        : 'Tournaments are free for groups of up to 10 members.',
    };
  }

  async groupHistory(userId: number, groupId: number): Promise<GroupBillingHistoryResponse> {
    await this.access.requireAdmin(groupId, userId);
    const [pricing, transactions, spent] = await Promise.all([
      this.groupPricing(userId, groupId),
      this.db
        .select()
        .from(billingTransactions)
        .where(eq(billingTransactions.groupId, groupId))
        .orderBy(desc(billingTransactions.createdAt), desc(billingTransactions.id)),
      this.#spentByGroup([groupId]),
    ]);
    const played = await findTournaments(
      this.db,
      transactions.map((transaction) => transaction.tournamentId),
    );
    const rows = transactions.flatMap((transaction) => {
      const tournament = played.get(transaction.tournamentId);
      return tournament ? [{ transaction, tournamentName: tournament.name }] : [];
    });
    return {
      total_spent: toDollars(spent.get(groupId) ?? 0),
      current_tournament_price: pricing.tournament_price,
      member_count: pricing.member_count,
      transactions: rows.map(({ transaction, tournamentName }) => ({
        id: transaction.id,
        created_at: transaction.createdAt.toISOString(),
        tournament_id: transaction.tournamentId,
        tournament_name: tournamentName,
        amount: toDollars(transaction.amountCents),
        status: transaction.status,
      })),
    };
  }

  /**
   * Groups the user administers, by name (then id): as their creator (and still a member) or
   * with the admin role. The demo group is nobody's to pay for.
   */
  async #adminGroups(userId: number): Promise<{ id: number; name: string }[]> {
    const memberships = await membershipsOf(this.db, userId);
    return memberships
      .filter(
        ({ group, member }) =>
          !group.isDemo && (member.role === 'admin' || group.createdBy === userId),
      )
      .map(({ group }) => ({ id: group.id, name: group.name }))
      .sort(byName);
  }

  async #spentByGroup(groupIds: number[]): Promise<Map<number, number>> {
    const rows = await this.db
      .select({
        groupId: billingTransactions.groupId,
        cents: sql<number>`coalesce(sum(${billingTransactions.amountCents}), 0)`.mapWith(Number),
      })
      .from(billingTransactions)
      .where(
        and(
          inArray(billingTransactions.groupId, groupIds),
          eq(billingTransactions.status, 'completed'),
        ),
      )
      .groupBy(billingTransactions.groupId);
    return new Map(rows.map((row) => [row.groupId, row.cents]));
  }
}
