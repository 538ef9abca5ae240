import type { MemberPayment } from '@fairway/contract';
import { type LedgerLine, toDollars } from '@fairway/domain';
import type { memberPayments } from '../../db/schema';

/** Who recorded a change whose recorder has since deleted their account. */
export const FORMER_MEMBER = 'A former member';

export type PaymentRow = typeof memberPayments.$inferSelect & { recordedByName: string | null };
export type MemberRow = { id: number; name: string; email: string };

/** Rows keyed by user id, or by tournament id then user id when no tournament was given. */
export function nest<R extends { tournamentId: number; userId: number }, V>(
  rows: R[],
  tournamentId: number | undefined,
  value: (row: R) => V,
) {
  if (tournamentId !== undefined) return new Map(rows.map((row) => [row.userId, value(row)]));
  const byTournament = new Map<number, Map<number, V>>();
  for (const row of rows) {
    const inner = byTournament.get(row.tournamentId) ?? new Map<number, V>();
    inner.set(row.userId, value(row));
    byTournament.set(row.tournamentId, inner);
  }
  return byTournament;
}

export function presentPayment(
  member: MemberRow,
  line: LedgerLine,
  payment: PaymentRow | undefined,
): MemberPayment {
  return {
    user_id: member.id,
    user_name: member.name,
    user_email: member.email,
    entry_count: line.entryCount,
    amount_due: toDollars(line.dueCents),
    amount_paid: toDollars(line.paidCents),
    is_paid: line.state === 'paid',
    status: line.state,
    payment_method: payment?.paymentMethod ?? null,
    payment_reference: payment?.paymentReference ?? null,
    payment_date: payment?.paymentDate.toISOString() ?? null,
    recorded_by: payment ? (payment.recordedByName ?? FORMER_MEMBER) : null,
  };
}
