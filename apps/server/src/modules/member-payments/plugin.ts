import fp from 'fastify-plugin';
import { memberPaymentRoutes } from './routes';
import { SeasonMoneyList } from './season';
import { MemberPaymentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    memberPayments: { service: MemberPaymentService };
  }
}

/** The member payments area: entry fees, who owes what, and each member's season of money. */
export const memberPayments = fp(
  async (app) => {
    const { db, clock } = app.core;
    const { access } = app.groups;
    const service = new MemberPaymentService(db, access, clock);
    app.decorate('memberPayments', { service });
    await app.register(memberPaymentRoutes, {
      payments: service,
      season: new SeasonMoneyList(db, access, clock),
    });
  },
  { name: 'member-payments', dependencies: ['core', 'groups'] },
);
