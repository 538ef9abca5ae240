import { describe, expect, it } from 'vitest';
import { collectionRate, financialHealth, memberPaymentState } from './money';
import { ledgerLines, ledgerTotals } from './ledger';

describe('member payment state', () => {
  it.each([
    [2500, 2500, 'paid'],
    [2500, 3000, 'paid'],
    [2500, 1000, 'partial'],
    [2500, 0, 'unpaid'],
    [0, 0, 'no_entry'],
    [0, 500, 'paid'],
  ] as const)('owes %i, paid %i: %s', (due, paid, state) => {
    expect(memberPaymentState(due, paid)).toBe(state);
  });
});

describe('collection rate and health', () => {
  it('is collected over expected, in percent with one decimal', () => {
    expect(collectionRate(2000, 3000)).toBe(66.7);
    expect(collectionRate(1, 3)).toBe(33.3);
    expect(collectionRate(3000, 3000)).toBe(100);
  });

  it('is 0 when nothing is expected', () => {
    expect(collectionRate(500, 0)).toBe(0);
  });

  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Good'],
    [70, 'Good'],
    [69.9, 'Needs Attention'],
    [0, 'Needs Attention'],
  ] as const)('%d%% is %s', (rate, label) => {
    expect(financialHealth(rate)).toBe(label);
  });
});

describe('ledger', () => {
  // Fee $12.50: Ann has 2 entries and paid in full, Bob 1 entry paid $5, Cy 1 entry nothing, Di none.
  const lines = ledgerLines(
    [1, 2, 3, 4],
    new Map([
      [1, 2],
      [2, 1],
      [3, 1],
    ]),
    new Map([
      [1, 2500],
      [2, 500],
    ]),
    1250,
  );

  it('charges the fee per entry', () => {
    expect(lines.map((line) => line.dueCents)).toEqual([2500, 1250, 1250, 0]);
    expect(lines.map((line) => line.state)).toEqual(['paid', 'partial', 'unpaid', 'no_entry']);
  });

  it('adds up exactly in cents', () => {
    expect(ledgerTotals(lines)).toEqual({
      expectedCents: 5000,
      collectedCents: 3000,
      outstandingCents: 2000,
      collectionRate: 60,
      owingMembers: 3,
      paidMembers: 1,
      entries: 4,
    });
  });

  it('never counts an overpayment against what others still owe', () => {
    const over = ledgerLines(
      [1, 2],
      new Map([
        [1, 1],
        [2, 1],
      ]),
      new Map([[1, 2000]]),
      1000,
    );
    expect(ledgerTotals(over)).toMatchObject({ collectedCents: 2000, outstandingCents: 1000 });
  });
});
