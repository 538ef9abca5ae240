import type { MemberPaymentState } from './constants';
import { collectionRate, memberPaymentState } from './money';

/** What one member owes and has paid for one tournament, in cents (docs/rules.md, "Money"). */
export interface LedgerLine {
  userId: number;
  entryCount: number;
  dueCents: number;
  paidCents: number;
  /** What is still owed: never negative, so overpayments do not hide someone else's debt. */
  outstandingCents: number;
  state: MemberPaymentState;
}

export interface LedgerTotals {
  expectedCents: number;
  collectedCents: number;
  outstandingCents: number;
  collectionRate: number;
  /** Members who owe something (at least one entry). */
  owingMembers: number;
  paidMembers: number;
  entries: number;
}

/**
 * A tournament's ledger: entry fees are per entry, so a member owes fee x entries; a member
 * with no entry owes nothing. `paidCents` maps a user to the total they have paid.
 */
export function ledgerLines(
  memberIds: readonly number[],
  entryCounts: ReadonlyMap<number, number>,
  paidCents: ReadonlyMap<number, number>,
  entryFeeCents: number,
): LedgerLine[] {
  return memberIds.map((userId) => {
    const entryCount = entryCounts.get(userId) ?? 0;
    const dueCents = entryCount * entryFeeCents;
    const paid = paidCents.get(userId) ?? 0;
    return {
      userId,
      entryCount,
      dueCents,
      paidCents: paid,
      outstandingCents: Math.max(0, dueCents - paid),
      state: memberPaymentState(dueCents, paid),
    };
  });
}

export function ledgerTotals(lines: readonly LedgerLine[]): LedgerTotals {
  const sum = (pick: (line: LedgerLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const expectedCents = sum((line) => line.dueCents);
  const collectedCents = sum((line) => line.paidCents);
  const owing = lines.filter((line) => line.dueCents > 0);
  return {
    expectedCents,
    collectedCents,
    outstandingCents: sum((line) => line.outstandingCents),
    collectionRate: collectionRate(collectedCents, expectedCents),
    owingMembers: owing.length,
    paidMembers: owing.filter((line) => line.state === 'paid').length,
    entries: sum((line) => line.entryCount),
  };
}
