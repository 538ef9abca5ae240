import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmPaymentBody,
  ConfirmPaymentResponse,
  CreatePaymentIntentBody,
  CreatePaymentIntentResponse,
  ErrorResponse,
  FakeCardConfirmBody,
  FakeCardConfirmResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import { invalidInput } from '../../lib/domain-errors';
import { WebhookSignatureError, type PaymentProvider } from '../../payments/provider';
import type { CardPaymentService } from './service';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['payments'];

interface Options {
  cardPayments: CardPaymentService;
  provider: PaymentProvider;
}

export const cardPaymentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { cardPayments, provider },
) => {
  app.post(
    routes.createPaymentIntent.path,
    {
      schema: {
        tags,
        summary:
          "Start paying a tournament's platform fee (group admins); the price comes from the group's size",
        body: CreatePaymentIntentBody,
        response: {
          200: CreatePaymentIntentResponse,
          ...errors,
          409: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request) => cardPayments.createIntent(requireUserId(request), request.body),
  );

  app.post(
    routes.confirmPayment.path,
    {
      schema: {
        tags,
        summary: 'Mark the tournament paid if the provider says the payment succeeded',
        body: ConfirmPaymentBody,
        response: {
          200: ConfirmPaymentResponse,
          ...errors,
          409: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request) => cardPayments.confirm(requireUserId(request), request.body.payment_intent_id),
  );

  if (provider.name === 'fake') {
    app.post(
      routes.fakeCardConfirm.path,
      {
        schema: {
          tags,
          summary:
            'Test mode: pay with test card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined)',
          body: FakeCardConfirmBody,
          response: { 200: FakeCardConfirmResponse, ...errors, 402: ErrorResponse },
        },
      },
      async (request) =>
        cardPayments.confirmTestCard(
          requireUserId(request),
          request.body.payment_intent_id,
          request.body.card_number,
        ),
    );
  }

  // The webhook's signature covers the exact bytes, so this route alone reads a raw body.
  await app.register(async (webhook) => {
    // In place of the app's JSON parser (http/body-limits.ts), for this route only.
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      routes.stripeWebhook.path,
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Payment events from Stripe (signature verified)',
          response: { 200: z.object({ received: z.literal(true) }), 400: ErrorResponse },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = provider.parseWebhook(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : undefined,
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw invalidInput(error.message);
          throw error;
        }
        await cardPayments.handleEvent(event);
        return { received: true as const };
      },
    );
  });
};
