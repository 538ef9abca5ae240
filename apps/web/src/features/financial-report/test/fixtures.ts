import type { FinancialReportResponse, FinancialReportRow } from '@fairway/contract';

export function reportRow(overrides: Partial<FinancialReportRow> = {}): FinancialReportRow {
  return {
    tournament_id: 7,
    tournament_name: 'The Fairway Open',
    start_date: '2026-04-09',
    entry_fee: 25,
    expected_revenue: 250,
    collected_amount: 200,
    outstanding_amount: 50,
    collection_rate: 80,
    paid_members: 8,
    total_members: 10,
    payouts: {
      platform_fee: 0,
      prize_pool: 250,
      place_payouts: [
        { place: 1, percent: 60, amount: 150 },
        { place: 2, percent: 40, amount: 100 },
      ],
      paid_entries: [
        { rank: 1, player_name: 'Alice Ace', entry_number: 2, payout: 150 },
        { rank: 2, player_name: 'Bo Birdie', entry_number: null, payout: 100 },
      ],
      payouts_final: true,
    },
    ...overrides,
  };
}

export const SPRING = reportRow();
export const SUMMER = reportRow({
  tournament_id: 8,
  tournament_name: 'Summer Classic',
  start_date: '2026-06-18',
  entry_fee: 12.5,
  expected_revenue: 125,
  collected_amount: 125,
  outstanding_amount: 0,
  collection_rate: 100,
  paid_members: 10,
  total_members: 10,
});

export function financialReport(
  overrides: Partial<FinancialReportResponse> = {},
): FinancialReportResponse {
  return {
    group_id: 5,
    group_name: 'Sunday Skins',
    member_count: 10,
    summary: {
      total_tournaments: 2,
      total_expected_revenue: 375,
      total_collected: 325,
      total_outstanding: 50,
      collection_rate: 86.7,
    },
    tournaments: [SPRING, SUMMER],
    ...overrides,
  };
}
