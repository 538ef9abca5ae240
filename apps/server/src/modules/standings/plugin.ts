import fp from 'fastify-plugin';
import { forecastRoutes } from './forecast-routes';
import { GroupTournamentCache } from './group-tournament-facts';
import { standingsRoutes } from './routes';
import { StandingsService } from './standings-service';

declare module 'fastify' {
  interface FastifyInstance {
    standings: {
      service: StandingsService;
      /** The facts a standings request needs before its body, remembered (tests look inside). */
      groupTournaments: GroupTournamentCache;
    };
  }
}

/** The standings area: each group's live standings, rendered once per version. */
export const standings = fp(
  async (app) => {
    const { db, clock } = app.core;
    const { writes: live, memory } = app.live;
    const groupTournaments = new GroupTournamentCache(
      db,
      app.groups.memberCounts,
      memory,
      app.tournaments.rows,
      clock,
    );
    const service = new StandingsService(
      db,
      app.groups.access,
      app.game.memberTournaments,
      clock,
      groupTournaments,
      app.tournaments.boards,
      live,
      memory,
      app.forecast.service,
    );
    app.decorate('standings', { service, groupTournaments });
    await app.register(standingsRoutes, { standings: service });
    await app.register(forecastRoutes, { standings: service });
  },
  {
    name: 'standings',
    dependencies: ['core', 'live', 'tournaments', 'groups', 'game', 'forecast'],
  },
);
