import type { ApiStubs } from './helpers';

/** The server's side of paying for a tournament (the unlock dialog's calls). */
export const INTENT_PATH = '/api/stripe/create-payment-intent';
export const FAKE_CONFIRM_PATH = '/api/payments/fake/confirm';
export const CONFIRM_PATH = '/api/stripe/confirm-payment-manual';

/** The server's answers for a payment that goes through (the card's answer is stubbed per test). */
export const PAYMENT_STUBS: ApiStubs = {
  [`POST ${INTENT_PATH}`]: {
    body: {
      client_secret: 'pi_1_secret_2',
      payment_intent_id: 'pi_1',
      amount: 19,
      currency: 'usd',
    },
  },
  [`POST ${FAKE_CONFIRM_PATH}`]: { body: { status: 'succeeded' } },
  [`POST ${CONFIRM_PATH}`]: {
    body: { success: true, payment_completed: true, message: 'Payment confirmed' },
  },
};
