import fp from 'fastify-plugin';
import { Port } from '../../lib/port';
import { EventBus } from './bus';
import { eventRoutes, type GroupMembership } from './routes';
import { StreamRegistry } from './stream-registry';

declare module 'fastify' {
  interface FastifyInstance {
    events: {
      /** The bus every instance shares (LISTEN/NOTIFY); closing the app stops it. */
      bus: EventBus;
      /** Every open event stream, by user (bounded; closes a user's streams). */
      streams: StreamRegistry;
      /** Who may follow a group's events: groups answers it (modules/groups/plugin.ts). */
      membership: Port<GroupMembership['requireMember']>;
    };
  }
}

/** The events area: the bus below the live read model, and each group's event stream. */
export const events = fp(
  async (app) => {
    const { config, database, sessions, clock, timings } = app.core;
    const bus = new EventBus(database);
    await bus.start();
    app.addHook('onClose', () => bus.stop());
    const streams = new StreamRegistry(config.eventStreamsMax);
    const membership = new Port<GroupMembership['requireMember']>(
      "who may follow a group's events",
    );
    app.addHook('onReady', async () => membership.requireAnswer());
    app.decorate('events', { bus, streams, membership });
    await app.register(eventRoutes, {
      bus,
      access: { requireMember: membership.ask },
      streams,
      sessions,
      clock,
      ...(timings.streamHeartbeatMs && { heartbeatMs: timings.streamHeartbeatMs }),
    });
  },
  { name: 'events', dependencies: ['core'] },
);
