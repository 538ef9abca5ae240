import fp from 'fastify-plugin';
import { profileRoutes } from './routes';
import { ProfileService } from './service';

/** The profile area: the signed-in user's own profile page. */
export const profile = fp(
  async (app) => {
    const service = new ProfileService(app.core.db, app.live.writes, app.groups.memberCounts);
    await app.register(profileRoutes, { profile: service });
  },
  { name: 'profile', dependencies: ['core', 'live', 'groups'] },
);
