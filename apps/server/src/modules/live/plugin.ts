import fp from 'fastify-plugin';
import { LIVE_MEMORY_BYTES, LIVE_MEMORY_TTL_MS, LiveMemory } from './live-memory';
import { LiveWrites } from './live-writes';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      /** The one way to write what live views show; areas declare their change handlers on it. */
      writes: LiveWrites;
      /** What this instance remembers of live views, forgotten as changes are heard. */
      memory: LiveMemory;
    };
  }
}

/** The live read model (docs/architecture.md, "The live read model"), over the events bus. */
export const live = fp(
  async (app) => {
    const { db, config } = app.core;
    const writes = new LiveWrites(db, app.events.bus, app.log);
    // Standings bodies are the largest views: STANDINGS_CACHE_MB is their room in the memory.
    const memory = new LiveMemory(
      app.events.bus,
      LIVE_MEMORY_BYTES + config.standingsCacheBytes,
      LIVE_MEMORY_TTL_MS,
    );
    app.decorate('live', { writes, memory });
  },
  { name: 'live', dependencies: ['core', 'events'] },
);
