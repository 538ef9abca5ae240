import type { MemberPayment, PaymentMethod } from '@fairway/contract';
import { MEMBER_PAYMENT_LABELS, dollarsToCents, memberPaymentState } from '@fairway/domain';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { SelectField } from '../../../components/ui/SelectField';
import { formatUsd } from '../../../lib/money';
import { useMarkPayment } from '../api/mark-payment';
import { amountText, parseAmount } from '../utils/amount';
import { METHOD_OPTIONS, isPaymentMethod } from '../utils/methods';

interface MarkPaidDialogProps {
  groupId: number;
  tournamentId: number;
  member: MemberPayment;
  onClose: () => void;
}

/** Records what a member has paid in total, how, and an optional reference. */
export function MarkPaidDialog({ groupId, tournamentId, member, onClose }: MarkPaidDialogProps) {
  const formId = useId();
  const markPayment = useMarkPayment(groupId, tournamentId);
  const [amount, setAmount] = useState(amountText(member.amount_due));
  const [method, setMethod] = useState<PaymentMethod>(member.payment_method ?? 'venmo');
  const [reference, setReference] = useState(member.payment_reference ?? '');
  const [amountError, setAmountError] = useState<string | null>(null);

  const parsed = parseAmount(amount);
  const statusAfter = parsed.ok
    ? MEMBER_PAYMENT_LABELS[
        memberPaymentState(dollarsToCents(member.amount_due), dollarsToCents(parsed.value))
      ]
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.ok) {
      setAmountError(parsed.error);
      return;
    }
    markPayment.mutate(
      {
        user_id: member.user_id,
        amount_paid: parsed.value,
        payment_method: method,
        payment_reference: reference.trim() || null,
      },
      {
        onSuccess: () => {
          toast.success(`Payment recorded for ${member.user_name}`);
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Mark Paid"
      description={`Record what ${member.user_name} has paid in total for this tournament.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={markPayment.isPending}>
            Mark Paid
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {markPayment.isError && (
          <Alert tone="danger">{errorMessage(markPayment.error, 'Failed to mark payment')}</Alert>
        )}
        <TextField
          label="Amount Paid ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setAmountError(null);
          }}
          error={amountError}
          hint={
            <>
              Amount due: {formatUsd(member.amount_due)}
              {statusAfter && <> · Status after saving: {statusAfter}</>}
            </>
          }
        />
        <SelectField
          label="Payment Method"
          value={method}
          onChange={(event) => {
            if (isPaymentMethod(event.target.value)) setMethod(event.target.value);
          }}
        >
          {METHOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Reference (optional)"
          placeholder="Transaction ID or note"
          maxLength={200}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
