import type {
  AdminGroupTournament,
  AdminPaymentInfo,
  AdminPaymentInfoResponse,
  AdminTournamentsResponse,
  GroupInfo,
  MemberPaymentInfo,
} from '@fairway/contract';

export const FREE_INFO: GroupInfo = {
  group_name: 'Sunday Skins',
  member_count: 4,
  tier_name: 'free',
  tournament_price: 0,
  requires_payment: false,
};

export const PAYING_INFO: GroupInfo = {
  group_name: 'Sunday Skins',
  member_count: 12,
  tier_name: 'small',
  tournament_price: 19,
  requires_payment: true,
};

/** An upcoming tournament far in the future unless told otherwise. */
export function adminTournament(
  overrides: Partial<AdminGroupTournament> = {},
): AdminGroupTournament {
  return {
    id: 70,
    tournament_id: 7,
    tournament_name: 'The Fairway Open',
    is_active: true,
    entry_deadline: null,
    effective_entry_deadline: '2099-06-11T04:00:00.000Z',
    max_entries_per_user: 1,
    allow_multiple_entries: false,
    pool_type: 'cut_score',
    allow_alternate: false,
    custom_rules: null,
    entry_fee: 0,
    payout_structure: '65/25/10',
    payment_completed: false,
    payment_amount: null,
    payment_date: null,
    requires_payment: false,
    entry_count: 0,
    tournament_info: {
      start_date: '2099-06-11',
      end_date: '2099-06-14',
      status: 'upcoming',
      first_tee_time: null,
    },
    ...overrides,
  };
}

/** A tournament that started two days ago and is being played. */
export const liveTournament = (overrides: Partial<AdminGroupTournament> = {}) =>
  adminTournament({
    id: 80,
    tournament_id: 8,
    tournament_name: 'The Live Classic',
    effective_entry_deadline: '2020-01-01T12:00:00.000Z',
    tournament_info: {
      start_date: '2020-01-01',
      end_date: '2020-01-04',
      status: 'active',
      first_tee_time: '2020-01-01T12:00:00.000Z',
    },
    ...overrides,
  });

export const adminResponse = (
  tournaments: AdminGroupTournament[],
  info: GroupInfo = FREE_INFO,
): AdminTournamentsResponse => ({ tournaments, group_info: info });

export const NO_ADMIN_PAYMENT_INFO: AdminPaymentInfoResponse = {
  hasPaymentInfo: false,
  paymentInfo: null,
  canEdit: true,
};

export const adminPaymentInfo = (
  overrides: Partial<AdminPaymentInfo> = {},
): AdminPaymentInfoResponse => ({
  hasPaymentInfo: true,
  canEdit: true,
  paymentInfo: {
    venmoHandle: '@skins-pot',
    cashappHandle: null,
    zelleEmail: 'pot@skins.golf',
    zellePhone: null,
    paypalEmail: null,
    otherPaymentInfo: 'Cash at the clubhouse',
    displayVenmo: true,
    displayCashapp: true,
    displayZelle: false,
    displayPaypal: true,
    displayOther: true,
    ...overrides,
  },
});

export function memberPaymentInfo(
  userId: number,
  overrides: Partial<MemberPaymentInfo> = {},
): MemberPaymentInfo {
  return {
    userId,
    userName: `Member ${userId}`,
    userEmail: `member${userId}@example.com`,
    role: 'member',
    paymentInfo: null,
    ...overrides,
  };
}
