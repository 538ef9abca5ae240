import type { Config } from '../config';
import type { Db } from '../db/client';
import { FakePaymentProvider } from './fake-provider';
import type { PaymentProvider } from './provider';

export type { PaymentProvider } from './provider';
export { FakePaymentProvider } from './fake-provider';

/**
 * The provider the configuration asks for (PAYMENTS=fake|stripe). The Stripe SDK is loaded
 * only when it is the one: a server with fake payments never carries it.
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.payments === 'fake') return new FakePaymentProvider(db);
  if (!config.stripe.secretKey)
    throw new Error('STRIPE_SECRET_KEY is required when PAYMENTS=stripe');
  const { StripePaymentProvider } = await import('./stripe-provider');
  return new StripePaymentProvider({
    secretKey: config.stripe.secretKey,
    webhookSecret: config.stripe.webhookSecret,
    apiUrl: config.stripe.apiUrl,
  });
}
