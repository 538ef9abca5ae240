import fp from 'fastify-plugin';
import { removePaymentHandles } from './remove-payment-handles';
import { paymentInfoRoutes } from './routes';
import { PaymentInfoService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    paymentInfo: { service: PaymentInfoService };
  }
}

/** The payment info area: the handles members are paid at; a deleted account's handles go. */
export const paymentInfo = fp(
  async (app) => {
    app.auth.hooks.removeWaysIn.push(removePaymentHandles);
    const service = new PaymentInfoService(app.core.db, app.groups.access);
    app.decorate('paymentInfo', { service });
    await app.register(paymentInfoRoutes, { paymentInfo: service });
  },
  { name: 'payment-info', dependencies: ['core', 'auth', 'groups'] },
);
