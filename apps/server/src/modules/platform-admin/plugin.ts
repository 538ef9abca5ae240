import fp from 'fastify-plugin';
import { platformAdminRoutes } from './routes';
import { PlatformAdminService } from './service';

/** The platform admin area: the golf data controls and the configuration view (user 1 only). */
export const platformAdmin = fp(
  async (app) => {
    const { db, config } = app.core;
    await app.register(platformAdminRoutes, {
      admin: new PlatformAdminService(db, app.golfData.jobs, config),
    });
  },
  { name: 'platform-admin', dependencies: ['core', 'golf-data'] },
);
