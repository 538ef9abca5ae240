import fp from 'fastify-plugin';
import { earlierPayment } from './earlier-payment';
import { billingRoutes } from './routes';
import { BillingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    billing: { service: BillingService };
  }
}

/** The billing area: platform fees and the card payments that paid them (game asks of those). */
export const billing = fp(
  async (app) => {
    app.game.earlierPayment.answer(earlierPayment);
    const service = new BillingService(app.core.db, app.groups.access, app.core.clock);
    app.decorate('billing', { service });
    await app.register(billingRoutes, { billing: service });
  },
  { name: 'billing', dependencies: ['core', 'groups', 'game'] },
);
