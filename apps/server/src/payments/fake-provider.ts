import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '@fairway/contract/constants';
import type { Db } from '../db/client';
import { fakePaymentIntents } from '../db/schema';
import { invalidInput, notFound, paymentRequired } from '../lib/domain-errors';
import {
  WebhookSignatureError,
  type CreateIntentInput,
  type PaymentIntent,
  type PaymentProvider,
} from './provider';

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

type FakeIntentRow = typeof fakePaymentIntents.$inferSelect;

/**
 * A payment provider that needs no network: intents live in the database (so every instance
 * sees them) with Stripe-shaped ids and client secrets, and the built-in test card form
 * confirms them. Refused in production by the config.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly name = 'fake';

  constructor(private readonly db: Db) {}

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const id = `pi_fake_${randomId(18)}`;
    const [row] = await this.db
      .insert(fakePaymentIntents)
      .values({
        id,
        // Shaped like Stripe's: `{payment_intent_id}_secret_{random}`.
        clientSecret: `${id}_secret_${randomId(12)}`,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: input.metadata,
      })
      .returning();
    return present(row!);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const [row] = await this.db
      .select()
      .from(fakePaymentIntents)
      .where(eq(fakePaymentIntents.id, id));
    return row ? present(row) : null;
  }

  /** The test card form: 4242... succeeds, 4000 0000 0000 0002 is declined (402). */
  async confirmCard(id: string, cardNumber: string): Promise<PaymentIntent> {
    const intent = await this.retrieveIntent(id);
    if (!intent) throw notFound('Payment not found');
    if (intent.status === 'succeeded') return intent;
    if (cardNumber === TEST_CARD_DECLINED) throw paymentRequired('Your card was declined.');
    if (cardNumber !== TEST_CARD_SUCCESS)
      throw invalidInput(
        'Test mode: use card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline)',
      );
    const [row] = await this.db
      .update(fakePaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(fakePaymentIntents.id, id))
      .returning();
    return present(row!);
  }

  parseWebhook(): never {
    throw new WebhookSignatureError('Webhooks are not used with the fake payment provider');
  }
}

function present(row: FakeIntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: row.metadata,
  };
}
