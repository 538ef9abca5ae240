import type {
  BillingDashboardResponse,
  BillingGroup,
  GroupBillingHistoryResponse,
  PricingResponse,
} from '@fairway/contract';

/** As the server answers: 'large' costs the same as 'small' and is never chosen by size. */
export const PRICING: PricingResponse = {
  currency: 'usd',
  pricing_tiers: {
    free: {
      name: 'Free',
      price_per_tournament: 0,
      min_members: 1,
      max_members: 10,
      description: 'Perfect for small groups of friends.',
    },
    small: {
      name: 'Small Group',
      price_per_tournament: 19,
      min_members: 11,
      max_members: null,
      description: 'For office pools and larger groups.',
    },
    large: {
      name: 'Large Group',
      price_per_tournament: 19,
      min_members: 11,
      max_members: null,
      description: 'The same fee, however large the group grows.',
    },
  },
};

export function billingGroup(overrides: Partial<BillingGroup> = {}): BillingGroup {
  return {
    id: 3,
    name: 'Office Pool',
    tier_name: 'small',
    member_count: 14,
    tournament_price: 19,
    total_spent: 38,
    tournaments_created: 3,
    unpaid_tournaments: 1,
    ...overrides,
  };
}

export const DASHBOARD: BillingDashboardResponse = {
  total_groups: 2,
  total_tournaments_created: 5,
  total_spent: 38,
  groups: [
    billingGroup(),
    billingGroup({
      id: 8,
      name: 'Sunday Skins',
      tier_name: 'free',
      member_count: 6,
      tournament_price: 0,
      total_spent: 0,
      tournaments_created: 2,
      unpaid_tournaments: 0,
    }),
  ],
};

export const HISTORY: GroupBillingHistoryResponse = {
  total_spent: 38,
  current_tournament_price: 19,
  member_count: 14,
  transactions: [
    {
      id: 1,
      created_at: '2026-04-09T15:00:00.000Z',
      tournament_id: 10,
      tournament_name: 'The Masters',
      amount: 19,
      status: 'completed',
    },
    {
      id: 2,
      created_at: '2026-05-14T15:00:00.000Z',
      tournament_id: 11,
      tournament_name: 'PGA Championship',
      amount: 19.5,
      status: 'pending',
    },
  ],
};
