import fp from 'fastify-plugin';
import { cardPaymentRoutes } from './routes';
import { CardPaymentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    cardPayments: { service: CardPaymentService };
  }
}

/** The card payments area: paying a platform fee by card, through the payment provider. */
export const cardPayments = fp(
  async (app) => {
    const { db, payments, clock } = app.core;
    const service = new CardPaymentService(
      db,
      app.groups.access,
      payments,
      clock,
      app.log,
      app.live.writes,
    );
    app.decorate('cardPayments', { service });
    await app.register(cardPaymentRoutes, { cardPayments: service, provider: payments });
  },
  { name: 'card-payments', dependencies: ['core', 'live', 'groups'] },
);
