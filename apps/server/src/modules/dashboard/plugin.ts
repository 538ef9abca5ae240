import fp from 'fastify-plugin';
import type { GroupTournamentRow } from '../game';
import type { GroupService } from '../groups';
import { dashboardRoutes } from './routes';
import { DashboardService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: { service: DashboardService };
  }
}

/** The dashboard area: the signed-in home, remembered per member. */
export const dashboard = fp(
  async (app) => {
    const { db, clock } = app.core;
    // The groups' tournament rows are game's summaries (game's plugin answers groups' listing
    // with them), which carry what the dashboard shows besides what the groups' pages do.
    const groups = app.groups.service as GroupService<GroupTournamentRow>;
    const service = new DashboardService(db, groups, clock, app.live.memory);
    app.decorate('dashboard', { service });
    await app.register(dashboardRoutes, { dashboard: service });
  },
  { name: 'dashboard', dependencies: ['core', 'live', 'groups', 'game'] },
);
