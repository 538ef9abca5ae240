import fp from 'fastify-plugin';
import { adminEntriesRoutes } from './routes';
import { AdminEntriesService } from './service';

/** The admin entries area: the platform admin's view of a tournament's entries in all groups. */
export const adminEntries = fp(
  async (app) => {
    const { db, clock } = app.core;
    await app.register(adminEntriesRoutes, { entries: new AdminEntriesService(db, clock) });
  },
  { name: 'admin-entries', dependencies: ['core'] },
);
