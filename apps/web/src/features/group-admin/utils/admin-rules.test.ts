import { describe, expect, it } from 'vitest';
import { adminTournament } from '../test/fixtures';
import {
  adminListBadge,
  canDelete,
  canViewStandings,
  hasEntryFees,
  hasStarted,
  needsPlatformFee,
} from './admin-rules';

// Starts on 11 June 2026 (EDT); no tee time, so play starts at midnight ET (04:00 UTC).
const june11 = (overrides: Parameters<typeof adminTournament>[0] = {}) =>
  adminTournament({
    tournament_info: {
      start_date: '2026-06-11',
      end_date: '2026-06-14',
      status: 'upcoming',
      first_tee_time: null,
    },
    ...overrides,
  });
const beforeStart = new Date('2026-06-10T15:00:00Z');
const startDay = new Date('2026-06-11T15:00:00Z');
const lateEveBefore = new Date('2026-06-11T03:30:00Z'); // 23:30 ET on 10 June

describe('adminListBadge', () => {
  it('says Entries Disabled whenever entries are off', () => {
    const off = june11({ is_active: false, payment_completed: true });
    expect(adminListBadge(off, true, startDay).label).toBe('Entries Disabled');
  });

  it('says Active once paid', () => {
    expect(adminListBadge(june11({ payment_completed: true }), true, startDay).label).toBe(
      'Active',
    );
  });

  it('says Free when the group needs no payment', () => {
    expect(adminListBadge(june11(), false, startDay).label).toBe('Free');
  });

  it('says Payment Required before the start date and Payment Overdue on it', () => {
    expect(adminListBadge(june11(), true, beforeStart).label).toBe('Payment Required');
    expect(adminListBadge(june11(), true, lateEveBefore).label).toBe('Payment Required');
    expect(adminListBadge(june11(), true, startDay).label).toBe('Payment Overdue');
    expect(adminListBadge(june11(), true, new Date('2026-06-20T12:00:00Z')).label).toBe(
      'Payment Overdue',
    );
  });

  it('is overdue for a tournament already in play even if the date reads earlier', () => {
    const live = june11({
      tournament_info: { ...june11().tournament_info, status: 'active' },
    });
    expect(adminListBadge(live, true, beforeStart).label).toBe('Payment Overdue');
  });
});

describe('hasStarted and canDelete', () => {
  it('starts at midnight ET without a tee time, at the tee time with one', () => {
    expect(hasStarted(june11(), new Date('2026-06-11T03:59:00Z'))).toBe(false);
    expect(hasStarted(june11(), new Date('2026-06-11T04:00:00Z'))).toBe(true);
    const teed = june11({
      tournament_info: { ...june11().tournament_info, first_tee_time: '2026-06-11T11:00:00Z' },
    });
    expect(hasStarted(teed, new Date('2026-06-11T10:59:00Z'))).toBe(false);
    expect(canDelete(teed, new Date('2026-06-11T10:59:00Z'))).toBe(true);
    expect(canDelete(teed, new Date('2026-06-11T11:00:00Z'))).toBe(false);
  });

  it('treats active and completed tournaments as started', () => {
    const done = june11({ tournament_info: { ...june11().tournament_info, status: 'completed' } });
    expect(canDelete(done, beforeStart)).toBe(false);
  });
});

describe('canViewStandings', () => {
  const started = new Date('2026-06-12T12:00:00Z');

  it('allows tournaments that owe no platform fee at any time', () => {
    expect(canViewStandings(june11({ requires_payment: false }), started)).toBe(true);
    expect(
      canViewStandings(june11({ requires_payment: false, payment_completed: true }), started),
    ).toBe(true);
  });

  it('allows a tournament that owes the fee only before it starts', () => {
    expect(canViewStandings(june11({ requires_payment: true }), beforeStart)).toBe(true);
    expect(canViewStandings(june11({ requires_payment: true }), started)).toBe(false);
  });
});

describe('hasEntryFees', () => {
  it('is true only when some tournament charges an entry fee', () => {
    expect(hasEntryFees([])).toBe(false);
    expect(hasEntryFees([{ entry_fee: 0 }, { entry_fee: 0 }])).toBe(false);
    expect(hasEntryFees([{ entry_fee: 0 }, { entry_fee: 0.01 }])).toBe(true);
  });
});

describe('needsPlatformFee', () => {
  it('asks for payment only while a paying tournament is unpaid', () => {
    expect(needsPlatformFee({ requires_payment: true, payment_completed: false })).toBe(true);
    expect(needsPlatformFee({ requires_payment: true, payment_completed: true })).toBe(false);
    expect(needsPlatformFee({ requires_payment: false, payment_completed: false })).toBe(false);
  });
});
