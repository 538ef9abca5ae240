import { zodResolver } from '@hookform/resolvers/zod';
import { MarkPaymentBody, type MemberPayment } from '@fairway/contract';
import { MEMBER_PAYMENT_LABELS, dollarsToCents, memberPaymentState } from '@fairway/domain';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { maxLengthOf } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { SelectField } from '../../../components/ui/SelectField';
import { formatUsd } from '../../../lib/money';
import { useMarkPayment } from '../api/mark-payment';
import { amountField, amountText } from '../utils/amount';
import { METHOD_OPTIONS } from '../utils/methods';

/** The contract's mark-payment body without the member (the dialog's own), its amount named "Amount". */
const MarkPaidForm = MarkPaymentBody.omit({ user_id: true }).extend({ amount_paid: amountField });

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
  const form = useForm({
    resolver: zodResolver(MarkPaidForm),
    defaultValues: {
      amount_paid: amountText(member.amount_due),
      payment_method: member.payment_method ?? 'venmo',
      payment_reference: member.payment_reference ?? '',
    },
  });
  const parsed = amountField.safeParse(useWatch({ control: form.control, name: 'amount_paid' }));
  const statusAfter = parsed.success
    ? MEMBER_PAYMENT_LABELS[
        memberPaymentState(dollarsToCents(member.amount_due), dollarsToCents(parsed.data))
      ]
    : null;

  const submit = form.handleSubmit((body) =>
    markPayment.mutate(
      { user_id: member.user_id, ...body },
      {
        onSuccess: () => {
          toast.success(`Payment recorded for ${member.user_name}`);
          onClose();
        },
      },
    ),
  );

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
          {...form.register('amount_paid')}
          error={form.formState.errors.amount_paid?.message}
          hint={
            <>
              Amount due: {formatUsd(member.amount_due)}
              {statusAfter && <> · Status after saving: {statusAfter}</>}
            </>
          }
        />
        <SelectField label="Payment Method" {...form.register('payment_method')}>
          {METHOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Reference (optional)"
          placeholder="Transaction ID or note"
          maxLength={maxLengthOf(MarkPaymentBody.shape.payment_reference)}
          {...form.register('payment_reference')}
        />
      </form>
    </Dialog>
  );
}
