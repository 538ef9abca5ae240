import type { MemberPaymentStatus } from '@fairway/contract';
import { MEMBER_PAYMENT_LABELS } from '@fairway/domain';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';

const TONES: Record<MemberPaymentStatus, BadgeTone> = {
  paid: 'green',
  partial: 'amber',
  unpaid: 'red',
  no_entry: 'neutral',
};

/** Paid (green), Partial (amber), Unpaid (red) or No entry (neutral). */
export function PaymentStatusBadge({ status }: { status: MemberPaymentStatus }) {
  return <Badge tone={TONES[status]}>{MEMBER_PAYMENT_LABELS[status]}</Badge>;
}
