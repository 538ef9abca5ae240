import fp from 'fastify-plugin';
import { ForecastService } from './forecast-service';
import { ForecastThread } from './forecast-thread';

declare module 'fastify' {
  interface FastifyInstance {
    forecast: {
      /** The forecast's worker thread; closing the app stops it. */
      thread: ForecastThread;
      /** Live win probabilities, expected payouts and rooting. */
      service: ForecastService;
    };
  }
}

/** The forecast area: simulations on a worker thread, asked for by the standings. */
export const forecast = fp(
  async (app) => {
    const { db, clock, config } = app.core;
    const thread = new ForecastThread();
    app.addHook('onClose', () => thread.close());
    const service = new ForecastService(
      db,
      thread,
      app.events.bus,
      clock,
      { simulations: config.forecastSimulations, seed: config.simSeed },
      app.log,
    );
    app.decorate('forecast', { thread, service });
  },
  { name: 'forecast', dependencies: ['core', 'events'] },
);
