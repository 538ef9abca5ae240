import { useRef, useState } from 'react';
import { PaymentError, UNLOCK_MESSAGES, payPlatformFee } from './api/unlock-payment';
import type { ConfirmCard, UnlockTarget } from './types';

/**
 * The payment modal's steps: details, payment, then success or error (Try Again returns to
 * payment).
 */
export type UnlockStep = 'details' | 'payment' | 'success' | 'error';

export function useUnlockFlow(target: UnlockTarget) {
  const [step, setStep] = useState<UnlockStep>('details');
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  // A second click before the button re-renders disabled must not start a second charge.
  const busy = useRef(false);

  async function pay(confirmCard: ConfirmCard) {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    try {
      await payPlatformFee(target, confirmCard);
      setStep('success');
    } catch (failure) {
      setError(failure instanceof PaymentError ? failure.message : UNLOCK_MESSAGES.cardFailed);
      setStep('error');
    } finally {
      busy.current = false;
      setProcessing(false);
    }
  }

  return {
    step,
    error,
    processing,
    pay,
    toPayment: () => {
      setError(null);
      setStep('payment');
    },
    toDetails: () => setStep('details'),
  };
}
