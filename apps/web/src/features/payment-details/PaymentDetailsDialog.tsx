import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { usePaymentInfo } from './api/payment-info';
import { PaymentDetailsForm } from './components/PaymentDetailsForm';
import { LOAD_FAILED } from './messages';

function PaymentDetailsBody({ onDone }: { onDone: () => void }) {
  const info = usePaymentInfo(true);
  if (info.isPending)
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner label="Loading payment details…" />
      </div>
    );
  if (info.isError)
    return (
      <div className="space-y-4">
        <Alert tone="danger">{errorMessage(info.error, LOAD_FAILED)}</Alert>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => void info.refetch()}>
            Retry
          </Button>
        </div>
      </div>
    );
  return <PaymentDetailsForm current={info.data} onDone={onDone} />;
}

/**
 * The shell's Payment Details dialog (docs/rules.md, "Payment handles"): the user's own handles,
 * which group admins use to track entry fees. The form mounts on open, so it always starts from the
 * saved info.
 */
export function PaymentDetailsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Payment Details"
      description="Save your payment handles so your group admins can track payments."
    >
      {open && <PaymentDetailsBody onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
