import fp from 'fastify-plugin';
import { createLeaderLock, MAIL_DELIVERY_LOCK_KEY } from '../../db/leader-lock';
import { MailDelivery } from './delivery';
import { createMailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Sends the outbox; main.ts starts it, closing the app stops it. */
      delivery: MailDelivery;
    };
  }
}

/** The mail area: the outbox's delivery, over the transport the config names (SMTP or print). */
export const mail = fp(
  async (app) => {
    const { config, database, clock, timings } = app.core;
    const delivery = new MailDelivery(
      database,
      await createMailTransport(config),
      createLeaderLock(database, MAIL_DELIVERY_LOCK_KEY),
      app.log,
      clock,
      timings.mailDelivery,
    );
    app.addHook('onClose', () => delivery.stop());
    app.decorate('mail', { delivery });
  },
  { name: 'mail', dependencies: ['core'] },
);
