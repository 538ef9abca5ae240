import fp from 'fastify-plugin';
import { appConfigRoutes } from './routes';

/** The app-config area: the deployment's public, non-secret facts for the browser. */
export const appConfig = fp(
  async (app) => {
    await app.register(appConfigRoutes, { config: app.core.config });
  },
  { name: 'app-config', dependencies: ['core'] },
);
