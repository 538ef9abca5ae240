import { useEffect, useEffectEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { formatUsd } from '../../lib/money';
import { AUTO_CLOSE_MS } from './api/unlock-payment';
import { DetailsStep } from './components/DetailsStep';
import { PaymentStep } from './components/PaymentStep';
import { PaymentFailed, PaymentSucceeded } from './components/ResultViews';
import type { UnlockTarget } from './types';
import { useUnlockFlow } from './useUnlockFlow';

interface UnlockTournamentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: UnlockTarget;
  /** Called as the modal closes after a successful payment (the parent refreshes its data). */
  onSuccess: () => void;
}

function UnlockTournamentModal({
  onOpenChange,
  target,
  onSuccess,
}: Omit<UnlockTournamentDialogProps, 'open'>) {
  const flow = useUnlockFlow(target);

  // A payment under way cannot be abandoned halfway; a paid one tells the parent as it closes.
  function close() {
    if (flow.processing) return;
    onOpenChange(false);
    if (flow.step === 'success') onSuccess();
  }

  // Success closes by itself after 2 seconds.
  const autoClose = useEffectEvent(close);
  useEffect(() => {
    if (flow.step !== 'success') return;
    const timer = setTimeout(autoClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [flow.step]);

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title="Unlock Tournament"
      description={`Pay the platform fee for ${target.tournamentName}.`}
    >
      {flow.step === 'details' && (
        <DetailsStep target={target} onCancel={close} onContinue={flow.toPayment} />
      )}
      {flow.step === 'payment' && (
        <PaymentStep
          payLabel={`Pay ${formatUsd(target.price)}`}
          processing={flow.processing}
          onPay={(confirmCard) => void flow.pay(confirmCard)}
          onBack={flow.toDetails}
        />
      )}
      {flow.step === 'success' && <PaymentSucceeded />}
      {flow.step === 'error' && (
        <PaymentFailed message={flow.error ?? ''} onRetry={flow.toPayment} onCancel={close} />
      )}
    </Dialog>
  );
}

/**
 * The "Unlock Tournament" payment modal (docs/rules.md, "The platform fee"); each opening starts
 * afresh.
 */
export function UnlockTournamentDialog({ open, ...props }: UnlockTournamentDialogProps) {
  return open ? <UnlockTournamentModal {...props} /> : null;
}
