import Stripe from 'stripe';
import { expect } from 'vitest';
import type {
  AdminTournamentsResponse,
  CreatePaymentIntentResponse,
  GroupBillingHistoryResponse,
} from '@fairway/contract';
import {
  apiCaller,
  createGroup,
  injectJson,
  registerUser,
  seasonTournaments,
  useTestApp,
} from '../../../test/helpers';
import { addMembers } from '../../../test/money-helpers';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  useStripeStandIn,
  type StandInIntent,
} from '../../../test/stripe-stand-in';
import { createPaymentProvider } from '../../payments';

/** What `state` shows of a tournament not paid yet, with one pending transaction. */
export const UNPAID = {
  tournament: {
    payment_completed: false,
    payment_amount: null,
    payment_date: null,
    requires_payment: true,
  },
  total_spent: 0,
  transactions: [{ amount: 19, status: 'pending' }],
};

export const sign = (payload: string, secret = STAND_IN_WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/**
 * The app with the `stripe` payment provider against a Stripe stand-in, for the file's tests,
 * and the steps of paying a tournament by card through it.
 */
export function useStripePayments() {
  // The stand-in starts first, so the app's `stripe` provider (built from the config, as in
  // production) can be pointed at it.
  const stripe = useStripeStandIn();
  const ctx = useTestApp({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    },
    payments: ({ config, database }) =>
      createPaymentProvider(
        { ...config, stripe: { ...config.stripe, apiUrl: stripe.current.url } },
        database.db,
      ),
  });
  const call = apiCaller(ctx);

  /** An 11-member group (a paying one) whose admin has added the season's next tournament. */
  async function payingGroup() {
    const admin = await registerUser(ctx.app, { name: 'Ada Admin' });
    const group = await createGroup(ctx.app, admin, { name: 'Club of 11' });
    const members = await addMembers(ctx.app, group.inviteCode, 10);
    const tournament = (await seasonTournaments(ctx.app)).nearer;
    const added = await call<{ id: number }>(
      'POST',
      `/api/group-admin/${group.id}/tournaments`,
      admin.token,
      { tournament_id: tournament.id },
    );
    expect(added.status).toBe(201);
    const intentBody = {
      group_id: group.id,
      tournament_id: tournament.id,
      group_tournament_id: added.body.id,
    };
    return { admin, group, members, tournament, intentBody };
  }

  type PayingGroup = Awaited<ReturnType<typeof payingGroup>>;

  /** A paying group with a payment intent created through the app. */
  async function payingGroupWithIntent() {
    const setup = await payingGroup();
    const intent = await createIntent(setup.admin.token, setup.intentBody);
    expect(intent.status).toBe(200);
    return { ...setup, intentId: intent.body.payment_intent_id };
  }

  const createIntent = (token: string, body: object) =>
    call<CreatePaymentIntentResponse>('POST', '/api/stripe/create-payment-intent', token, body);
  const confirm = (token: string, id: string) =>
    call('POST', '/api/stripe/confirm-payment-manual', token, { payment_intent_id: id });

  /** What the group admin sees of the group's tournament, and its billing history. */
  async function state({ admin, group }: PayingGroup) {
    const tournaments = await call<AdminTournamentsResponse>(
      'GET',
      `/api/group-admin/${group.id}/tournaments`,
      admin.token,
    );
    const history = await call<GroupBillingHistoryResponse>(
      'GET',
      `/api/billing/group/${group.id}/tournament-history`,
      admin.token,
    );
    expect(tournaments.status).toBe(200);
    expect(history.status).toBe(200);
    const { payment_completed, payment_amount, payment_date, requires_payment } =
      tournaments.body.tournaments[0]!;
    return {
      tournament: { payment_completed, payment_amount, payment_date, requires_payment },
      total_spent: history.body.total_spent,
      transactions: history.body.transactions.map(({ amount, status }) => ({ amount, status })),
    };
  }

  /** Sends a webhook the way Stripe does: the raw JSON body and its Stripe-Signature header. */
  function sendWebhook(
    payload: string,
    signature: string | undefined,
    contentType = 'application/json; charset=utf-8',
  ) {
    return injectJson<{ received?: true; error?: string }>(ctx.app, {
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': contentType,
        ...(signature !== undefined && { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  /** A correctly signed event from "Stripe" about `intent`. */
  function signedEvent(type: string, intent: StandInIntent) {
    const payload = stripe.current.event(type, intent);
    return { payload, signature: sign(payload) };
  }

  return {
    stripe,
    ctx,
    payingGroup,
    payingGroupWithIntent,
    createIntent,
    confirm,
    state,
    sendWebhook,
    signedEvent,
  };
}
