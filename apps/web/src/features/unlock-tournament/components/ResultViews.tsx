import { CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { UNLOCK_MESSAGES } from '../api/unlock-payment';

/** Shown for 2 seconds before the modal closes by itself. */
export function PaymentSucceeded() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-primary" />
      <p className="font-semibold">{UNLOCK_MESSAGES.succeeded}</p>
    </div>
  );
}

/** The "Payment Failed" view: Try Again returns to the card form. */
export function PaymentFailed({
  message,
  onRetry,
  onCancel,
}: {
  message: string;
  onRetry: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-5">
      <div role="alert" className="flex flex-col items-center gap-2 py-4 text-center">
        <XCircle aria-hidden className="size-12 text-danger" />
        <h3 className="text-base font-semibold">Payment Failed</h3>
        <p className="text-sm text-muted">{message}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </div>
  );
}
