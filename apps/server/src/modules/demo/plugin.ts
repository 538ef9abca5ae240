import fp from 'fastify-plugin';
import { demoRoutes } from './routes';
import { DemoService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    demo: { service: DemoService };
  }
}

/** The demo area: the seeded demo group, public and read-only. */
export const demo = fp(
  async (app) => {
    const service = new DemoService(app.core.db, app.game.summaries, app.standings.service);
    app.decorate('demo', { service });
    await app.register(demoRoutes, { demo: service });
  },
  { name: 'demo', dependencies: ['core', 'game', 'standings'] },
);
