import type {
  ConfirmPaymentBody,
  ConfirmPaymentResponse,
  CreatePaymentIntentBody,
  CreatePaymentIntentResponse,
  FakeCardConfirmBody,
  FakeCardConfirmResponse,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api, errorMessage } from '../../../lib/api';
import type { ConfirmCard, UnlockTarget } from '../types';

/** The payment modal's texts, shown word for word. */
export const UNLOCK_MESSAGES = {
  intentFailed: 'Failed to create payment intent',
  /** When the card is refused without a reason (the server or Stripe normally gives one). */
  cardFailed: 'Your card could not be charged. Please try again.',
  confirmFailed: 'Payment confirmation failed. Please try again later.',
  succeeded: 'Payment successful! Tournament has been activated.',
} as const;

/** Wait 2 s before confirming, and close 2 s after success. */
export const CONFIRM_DELAY_MS = 2000;
export const AUTO_CLOSE_MS = 2000;

/** A failure whose message is ready to show in the "Payment Failed" view. */
export class PaymentError extends Error {
  override name = 'PaymentError';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The `fake` provider's built-in test card form (POST /api/payments/fake/confirm). */
export async function confirmTestCard(paymentIntentId: string, cardNumber: string) {
  await api.post<FakeCardConfirmResponse>(pathTo(routes.fakeCardConfirm), {
    payment_intent_id: paymentIntentId,
    card_number: cardNumber,
  } satisfies FakeCardConfirmBody);
}

async function step<T>(run: () => Promise<T>, message: (error: unknown) => string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PaymentError(message(error));
  }
}

/**
 * The whole payment: create the intent, charge the card, wait 2 seconds, confirm with the
 * server. Each failure rejects with a PaymentError carrying the server's error or the spec's text.
 */
export async function payPlatformFee(target: UnlockTarget, confirmCard: ConfirmCard) {
  const body: CreatePaymentIntentBody = {
    group_id: target.groupId,
    tournament_id: target.tournamentId,
    group_tournament_id: target.groupTournamentId,
  };
  const intent = await step(
    () => api.post<CreatePaymentIntentResponse>(pathTo(routes.createPaymentIntent), body),
    (error) => errorMessage(error, UNLOCK_MESSAGES.intentFailed),
  );
  await step(
    () => confirmCard(intent),
    (error) =>
      error instanceof PaymentError
        ? error.message
        : errorMessage(error, UNLOCK_MESSAGES.cardFailed),
  );
  await sleep(CONFIRM_DELAY_MS);
  return step(
    () =>
      api.post<ConfirmPaymentResponse>(pathTo(routes.confirmPayment), {
        payment_intent_id: intent.payment_intent_id,
      } satisfies ConfirmPaymentBody),
    (error) => errorMessage(error, UNLOCK_MESSAGES.confirmFailed),
  );
}
