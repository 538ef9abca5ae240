import type { Config } from '../config';
import type { Db } from '../db/client';
import { FakePaymentProvider } from './fake-provider';
import type { PaymentProvider } from './provider';
import { StripePaymentProvider } from './stripe-provider';

export type { PaymentProvider } from './provider';
export { FakePaymentProvider } from './fake-provider';

/** The provider the configuration asks for (PAYMENTS=fake|stripe). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.payments === 'fake') return new FakePaymentProvider(db);
  if (!config.stripe.secretKey)
    throw new Error('STRIPE_SECRET_KEY is required when PAYMENTS=stripe');
  return new StripePaymentProvider({
    secretKey: config.stripe.secretKey,
    webhookSecret: config.stripe.webhookSecret,
    apiUrl: config.stripe.apiUrl,
  });
}
