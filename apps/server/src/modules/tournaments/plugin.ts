import fp from 'fastify-plugin';
import { BoardCache } from './board-cache';
import { tournamentsOnChanges } from './change-handlers';
import { tournamentRoutes } from './routes';
import { TournamentService } from './service';
import { TournamentRows } from './tournament-rows';

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: {
      service: TournamentService;
      /** Tournament rows as standings and the leaderboard read them, remembered. */
      rows: TournamentRows;
      /** Leaderboards per version, remembered. */
      boards: BoardCache;
    };
  }
}

/** The tournaments area: the schedule, fields and leaderboards as the app reads them. */
export const tournaments = fp(
  async (app) => {
    const { db } = app.core;
    const { memory } = app.live;
    const rows = new TournamentRows(db, memory);
    const boards = new BoardCache(db, memory);
    const service = new TournamentService(db, rows, memory);
    tournamentsOnChanges(app.live.writes, rows);
    app.decorate('tournaments', { service, rows, boards });
    await app.register(tournamentRoutes, { tournaments: service });
  },
  { name: 'tournaments', dependencies: ['core', 'live'] },
);
