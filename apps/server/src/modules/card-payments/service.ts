import type {
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  CreatePaymentIntentValues,
} from '@fairway/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { toDollars } from '@fairway/domain';
import {
  completePayment,
  findPayment,
  markPaymentFailed,
  pendingPayments,
  recordPendingPayment,
  type BillingTransaction,
} from '../billing';
import {
  conflict,
  DomainError,
  invalidInput,
  notFound,
  upstreamFailed,
} from '../../lib/domain-errors';
import type { Clock } from '../../lib/clock';
import type { LiveWrites } from '../live';
import type {
  IntentStatus,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
} from '../../payments/provider';
import { FakePaymentProvider } from '../../payments/fake-provider';
import type { GroupAccess } from '../groups';
import { loadGroupTournament, loadTournamentFee, NOT_IN_GROUP, recordFeePaid } from '../game';
import { countMembers } from '../groups';

/** What settling a payment did. */
type Settlement = 'settled' | 'unknown' | 'mismatch';

export const PAYMENT_ACTIVATED = 'Payment successful! Tournament has been activated.';
const PAYMENT_NOT_FOUND = 'Payment not found';
/** Groups of up to 10 members, and tournaments a group started at that size, play for free. */
const NOTHING_TO_PAY = 'Groups of up to 10 members play for free: there is nothing to pay';
const AMOUNT_MISMATCH = 'The payment amount does not match the platform fee';

/** Intent states in which the card form can still complete the payment. */
const REUSABLE = new Set<IntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * Paying a paying group's platform fee by card. The amount always comes from the group's size
 * tier, and a tournament is marked paid only after the provider says the payment succeeded
 * (asked directly, or by a signed webhook); doing so twice changes nothing.
 */
export class CardPaymentService {
  constructor(
    private readonly db: Db,
    private readonly access: GroupAccess,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly live: LiveWrites,
  ) {}

  async createIntent(
    userId: number,
    input: CreatePaymentIntentValues,
  ): Promise<CreatePaymentIntentResponse> {
    const { group } = await this.access.requireAdmin(
      input.group_id,
      userId,
      'Only group admins can pay for a tournament',
    );
    const row = await loadGroupTournament(this.db, input.group_id, input.tournament_id);
    if (row.link.id !== input.group_tournament_id) throw notFound(NOT_IN_GROUP);
    if (row.link.paymentCompleted) throw conflict('This tournament is already paid');
    const fee = await loadTournamentFee(
      this.db,
      row.link,
      row.tournament,
      await countMembers(this.db, group.id),
      this.clock.now(),
    );
    if (!fee.owed) throw invalidInput(NOTHING_TO_PAY);
    const priceCents = fee.cents;

    const pending = await this.#payablePendingIntent(group.id, input.tournament_id, priceCents);
    if (pending)
      return {
        client_secret: pending.clientSecret,
        payment_intent_id: pending.id,
        amount: toDollars(priceCents),
        currency: 'usd',
      };

    const intent = await this.#callProvider(() =>
      this.provider.createIntent({
        amountCents: priceCents,
        currency: 'usd',
        description: `Fairway platform fee: ${group.name}, ${row.tournament.name}`,
        metadata: {
          group_id: String(group.id),
          tournament_id: String(input.tournament_id),
          group_tournament_id: String(input.group_tournament_id),
          user_id: String(userId),
        },
      }),
    );
    await recordPendingPayment(this.db, {
      groupId: group.id,
      tournamentId: input.tournament_id,
      amountCents: priceCents,
      provider: this.provider.name,
      providerPaymentId: intent.id,
      createdBy: userId,
    });
    return {
      client_secret: intent.clientSecret,
      payment_intent_id: intent.id,
      amount: toDollars(priceCents),
      currency: 'usd',
    };
  }

  /** Asks the provider whether the payment succeeded; only then is the tournament paid. */
  async confirm(userId: number, paymentIntentId: string): Promise<ConfirmPaymentResponse> {
    const transaction = await this.#transactionFor(userId, paymentIntentId);
    if (transaction.status !== 'completed') {
      const intent = await this.#callProvider(() => this.provider.retrieveIntent(paymentIntentId));
      if (!intent) throw notFound(PAYMENT_NOT_FOUND);
      if (intent.status !== 'succeeded')
        throw invalidInput(
          'The payment has not been completed, so the tournament is not activated',
        );
      if ((await this.#settle(intent)) === 'mismatch') throw conflict(AMOUNT_MISMATCH);
    }
    return { success: true, payment_completed: true, message: PAYMENT_ACTIVATED };
  }

  /** The built-in test card form of the fake provider. */
  async confirmTestCard(userId: number, paymentIntentId: string, cardNumber: string) {
    if (!(this.provider instanceof FakePaymentProvider))
      throw notFound('Test cards are not accepted');
    await this.#transactionFor(userId, paymentIntentId);
    await this.provider.confirmCard(paymentIntentId, cardNumber);
    return { status: 'succeeded' as const };
  }

  /** A verified webhook event: the source of truth with the stripe provider. */
  async handleEvent(event: PaymentEvent): Promise<void> {
    if (event.type === 'payment_intent.succeeded') {
      // Always acknowledged: Stripe would redeliver any other answer for days. A mismatch is
      // logged by #settle and the tournament stays unpaid.
      const outcome = await this.#settle(event.intent);
      if (outcome === 'unknown')
        this.log.warn({ intent: event.intent.id }, 'webhook for an unknown payment');
    } else if (event.type === 'payment_intent.payment_failed') {
      await markPaymentFailed(this.db, event.intent.id);
    }
  }

  /**
   * A payment already started for this tournament that can still be paid: reused, so two open
   * Pay windows never charge twice. One that has meanwhile succeeded settles the tournament.
   */
  async #payablePendingIntent(
    groupId: number,
    tournamentId: number,
    priceCents: number,
  ): Promise<PaymentIntent | null> {
    const pending = await pendingPayments(this.db, groupId, tournamentId, this.provider.name);
    for (const transaction of pending) {
      const intent = await this.#callProvider(() =>
        this.provider.retrieveIntent(transaction.providerPaymentId),
      );
      if (!intent) continue;
      if (intent.status === 'succeeded' && (await this.#settle(intent)) === 'settled')
        throw conflict('This tournament is already paid');
      if (REUSABLE.has(intent.status) && intent.amountCents === priceCents) return intent;
    }
    return null;
  }

  /** The caller's own group's transaction for a payment id; 404 for anyone else's. */
  async #transactionFor(userId: number, paymentIntentId: string): Promise<BillingTransaction> {
    const transaction = await findPayment(this.db, paymentIntentId);
    if (!transaction) throw notFound(PAYMENT_NOT_FOUND);
    const { isAdmin } = await this.access.membership(transaction.groupId, userId);
    if (!isAdmin) throw notFound(PAYMENT_NOT_FOUND);
    return transaction;
  }

  /**
   * Marks the transaction completed and its tournament paid, once. An intent whose amount or
   * currency differ from what was charged for is never accepted.
   */
  async #settle(intent: PaymentIntent): Promise<Settlement> {
    if (intent.status !== 'succeeded') return 'unknown';
    return this.live.write(async (tx, changed): Promise<Settlement> => {
      const transaction = await findPayment(tx, intent.id, 'for update');
      if (!transaction) return 'unknown';
      if (transaction.status === 'completed') return 'settled';
      if (intent.amountCents !== transaction.amountCents || intent.currency !== 'usd') {
        this.log.error({ intent: intent.id }, 'payment amount does not match the platform fee');
        return 'mismatch';
      }
      const now = this.clock.now();
      await completePayment(tx, transaction.id, now);
      const { groupId, tournamentId, amountCents } = transaction;
      await recordFeePaid(tx, { groupId, tournamentId, amountCents, at: now });
      // Paid: the group's standings unlock on every instance.
      changed({ kind: 'group-tournament', groupId, tournamentId });
      return 'settled';
    });
  }

  /** Provider outages are the provider's, not a server bug: 502 with a clear message. */
  async #callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.log.error({ err: error }, 'payment provider call failed');
      throw upstreamFailed('The payment provider could not be reached. Please try again.');
    }
  }
}
