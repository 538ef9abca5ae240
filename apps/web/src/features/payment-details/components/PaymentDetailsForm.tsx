import { zodResolver } from '@hookform/resolvers/zod';
import { PaymentInfoBody, type PaymentInfoResponse } from '@fairway/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/api';
import { firstErrorMessage, maxLengthOf } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useDeletePaymentInfo, useSavePaymentInfo } from '../api/payment-info';
import {
  DELETE_CONFIRMATION,
  DELETE_FAILED,
  DELETE_SUCCESS,
  SAVE_FAILED,
  SAVE_SUCCESS,
} from '../messages';
import { formValues, type PaymentFormValues } from '../payment-form';

/**
 * The five handles with Save and Delete; successes are toasts, failures stay in the dialog. The
 * contract checks the handles here first, in the words the server would answer.
 */
export function PaymentDetailsForm({
  current,
  onDone,
}: {
  current: PaymentInfoResponse;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(PaymentInfoBody),
    defaultValues: formValues(current.paymentInfo),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSavePaymentInfo();
  const remove = useDeletePaymentInfo();

  const field = (name: keyof PaymentFormValues) => ({
    maxLength: maxLengthOf(PaymentInfoBody.shape[name]),
    ...form.register(name),
  });

  const submit = form.handleSubmit(
    (body) => {
      setFailure(null);
      save.mutate(body, {
        onSuccess: () => {
          toast.success(SAVE_SUCCESS);
          onDone();
        },
        onError: (error) => setFailure(errorMessage(error, SAVE_FAILED)),
      });
    },
    (errors) => setFailure(firstErrorMessage(errors)),
  );

  function confirmDelete() {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(DELETE_SUCCESS);
        onDone();
      },
      onError: (error) => setFailure(errorMessage(error, DELETE_FAILED)),
      onSettled: () => setConfirmingDelete(false),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      {/* Five fields and a note outgrow a short phone screen; the buttons stay in view. */}
      <div className="-mx-1 max-h-[55vh] space-y-4 overflow-y-auto px-1 pb-1">
        <TextField
          label="Venmo Handle"
          hint="include the @ symbol"
          placeholder="@username"
          autoComplete="off"
          {...field('venmoHandle')}
        />
        <TextField
          label="CashApp Handle"
          hint="include the $ symbol"
          placeholder="$username"
          autoComplete="off"
          {...field('cashappHandle')}
        />
        <TextField
          label="Zelle Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          {...field('zelleEmail')}
        />
        <TextField
          label="Zelle Phone"
          type="tel"
          placeholder="(555) 123-4567"
          autoComplete="tel"
          {...field('zellePhone')}
        />
        <TextField
          label="PayPal Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          {...field('paypalEmail')}
        />
        <Alert tone="info" title="Privacy">
          Only group admins can see members' payment information. They use it to track who has paid.
        </Alert>
      </div>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-2">
        {current.hasPaymentInfo ? (
          <Button
            variant="ghost"
            className="text-danger"
            disabled={save.isPending}
            onClick={() => setConfirmingDelete(true)}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={remove.isPending}>
            Save
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete payment information"
        message={DELETE_CONFIRMATION}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </form>
  );
}
