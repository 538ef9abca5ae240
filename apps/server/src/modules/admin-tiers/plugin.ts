import fp from 'fastify-plugin';
import { adminTierRoutes } from './routes';
import { AdminTierService } from './service';

/** The admin tiers area: the platform admin's tier management. */
export const adminTiers = fp(
  async (app) => {
    await app.register(adminTierRoutes, { tiers: new AdminTierService(app.core.db) });
  },
  { name: 'admin-tiers', dependencies: ['core'] },
);
