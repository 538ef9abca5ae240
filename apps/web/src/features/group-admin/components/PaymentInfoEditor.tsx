import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPaymentInfoBody, type AdminPaymentInfo } from '@fairway/contract';
import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Card, CardHeader } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { Skeleton } from '../../../components/ui/States';
import { errorMessage } from '../../../lib/api';
import { firstErrorMessage } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import {
  useAdminPaymentInfo,
  useDeleteAdminPaymentInfo,
  useSaveAdminPaymentInfo,
} from '../api/payment-info';
import {
  PAYMENT_INFO_MESSAGES as MESSAGES,
  PAYMENT_METHOD_GROUPS,
  paymentInfoForm,
} from '../utils/payment-info-form';
import { OtherPaymentFields, PaymentMethodFields } from './PaymentMethodFields';

interface PaymentInfoFormProps {
  groupId: number;
  saved: AdminPaymentInfo | null;
  hasInfo: boolean;
  /** After a save or delete: start again from what the server now holds. */
  onReset: () => void;
}

function AdminPaymentInfoForm({ groupId, saved, hasInfo, onReset }: PaymentInfoFormProps) {
  const form = useForm({
    resolver: zodResolver(AdminPaymentInfoBody),
    defaultValues: paymentInfoForm(saved),
  });
  const [confirming, setConfirming] = useState(false);
  const save = useSaveAdminPaymentInfo(groupId);
  const remove = useDeleteAdminPaymentInfo(groupId);

  // The contract checks the handles' formats first; the first problem is a toast, as the
  // server's answer is.
  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: () => {
          toast.success(MESSAGES.saved);
          onReset();
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.saveFailed)),
      }),
    (errors) => toast.error(firstErrorMessage(errors)),
  );

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(MESSAGES.deleted);
        onReset();
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.deleteFailed)),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 p-5">
      {PAYMENT_METHOD_GROUPS.map((group) => (
        <PaymentMethodFields key={group.name} group={group} register={form.register} />
      ))}
      <OtherPaymentFields register={form.register} />
      <div className="flex flex-wrap justify-end gap-2 pt-1">
        {hasInfo && (
          <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          <Save aria-hidden className="size-4" />
          Save Payment Info
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete payment info"
        message={MESSAGES.deleteConfirmation}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </form>
  );
}

/**
 * The admin's own handles: where members send entry fees, and which of them members see. A failed
 * or missing answer is silently ignored: the form starts blank.
 */
export function PaymentInfoEditor({ groupId }: { groupId: number }) {
  const info = useAdminPaymentInfo(groupId);
  // Remounting the form is how it restarts from the saved info; refetches alone never clear edits.
  const [version, setVersion] = useState(0);
  return (
    <Card role="region" aria-label="Your payment info">
      <CardHeader
        title="Your payment info"
        description="Where members send their entry fees. Untick a method to keep it from members."
      />
      {info.isPending ? (
        <div role="status" aria-label="Loading payment info" className="space-y-3 p-5">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : (
        <AdminPaymentInfoForm
          key={version}
          groupId={groupId}
          saved={info.data?.paymentInfo ?? null}
          hasInfo={info.data?.hasPaymentInfo === true}
          onReset={() => setVersion((current) => current + 1)}
        />
      )}
    </Card>
  );
}
