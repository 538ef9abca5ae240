import fp from 'fastify-plugin';
import { historyRoutes } from './routes';
import { HistoryService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    history: { service: HistoryService };
  }
}

/** The history area: completed tournaments, their winners and everyone's picks. */
export const history = fp(
  async (app) => {
    const service = new HistoryService(app.core.db, app.groups.access, app.core.clock);
    app.decorate('history', { service });
    await app.register(historyRoutes, { history: service });
  },
  { name: 'history', dependencies: ['core', 'groups'] },
);
