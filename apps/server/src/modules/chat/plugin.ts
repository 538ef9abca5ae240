import fp from 'fastify-plugin';
import { chatRoutes } from './routes';
import { ChatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: { service: ChatService };
  }
}

/** The chat area: each group's messages, each recorded as a change of the live read model. */
export const chat = fp(
  async (app) => {
    const { db, limits } = app.core;
    const service = new ChatService(db, app.groups.access, app.live.writes, limits);
    app.decorate('chat', { service });
    await app.register(chatRoutes, { chat: service });
  },
  { name: 'chat', dependencies: ['core', 'live', 'groups'] },
);
