import type {
  MemberPayment,
  MembersPaymentInfoResponse,
  PaymentChange,
  TournamentPaymentsResponse,
} from '@fairway/contract';

export function memberPayment(overrides: Partial<MemberPayment> = {}): MemberPayment {
  return {
    user_id: 11,
    user_name: 'Alice Ace',
    user_email: 'alice@example.com',
    entry_count: 2,
    amount_due: 50,
    amount_paid: 50,
    is_paid: true,
    status: 'paid',
    payment_method: 'venmo',
    payment_reference: 'V-123',
    payment_date: '2026-04-02T15:00:00.000Z',
    recorded_by: 'Casey Admin',
    ...overrides,
  };
}

export const ALICE = memberPayment();
export const BO = memberPayment({
  user_id: 12,
  user_name: 'Bo Birdie',
  user_email: 'bo@example.com',
  entry_count: 1,
  amount_due: 25,
  amount_paid: 10,
  is_paid: false,
  status: 'partial',
  payment_method: 'cash',
  payment_reference: null,
  recorded_by: 'Casey Admin',
});
export const CARL = memberPayment({
  user_id: 13,
  user_name: 'Carl Chip',
  user_email: 'carl@example.com',
  entry_count: 1,
  amount_due: 25,
  amount_paid: 0,
  is_paid: false,
  status: 'unpaid',
  payment_method: null,
  payment_reference: null,
  payment_date: null,
  recorded_by: null,
});
export const DANA = memberPayment({
  user_id: 14,
  user_name: 'Dana Divot',
  user_email: 'dana@example.com',
  entry_count: 0,
  amount_due: 0,
  amount_paid: 0,
  is_paid: false,
  status: 'no_entry',
  payment_method: null,
  payment_reference: null,
  payment_date: null,
  recorded_by: null,
});

export const CHANGE: PaymentChange = {
  id: 1,
  user_id: 11,
  user_name: 'Alice Ace',
  amount_paid: 50,
  payment_method: 'venmo',
  payment_reference: 'V-123',
  recorded_by: 'Casey Admin',
  recorded_at: '2026-04-02T15:00:00.000Z',
};

export function paymentsResponse(
  overrides: Partial<TournamentPaymentsResponse> = {},
): TournamentPaymentsResponse {
  return {
    tournament_id: 7,
    tournament_name: 'The Fairway Open',
    entry_fee: 25,
    payout_structure: '65/25/10',
    expected_total: 125,
    total_collected: 60,
    total_outstanding: 65,
    collection_rate: 48,
    total_members: 4,
    total_entries: 4,
    member_payments: [ALICE, BO, CARL, DANA],
    changes: [CHANGE],
    payouts: {
      platform_fee: 0,
      prize_pool: 75,
      place_payouts: [
        { place: 1, percent: 65, amount: 48.75 },
        { place: 2, percent: 25, amount: 18.75 },
        { place: 3, percent: 10, amount: 7.5 },
      ],
      paid_entries: [],
      payouts_final: false,
    },
    ...overrides,
  };
}

export const HANDLES: MembersPaymentInfoResponse = {
  members: [
    {
      userId: 13,
      userName: 'Carl Chip',
      userEmail: 'carl@example.com',
      role: 'member',
      paymentInfo: {
        venmoHandle: '@carl-chip',
        cashappHandle: null,
        zelleEmail: null,
        zellePhone: null,
        paypalEmail: null,
      },
    },
  ],
};
