import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DemoResponse, ErrorResponse } from '@fairway/contract';
import type { DemoService } from './service';

export const demoRoutes: FastifyPluginAsyncZod<{ demo: DemoService }> = async (app, { demo }) => {
  app.get(
    '/api/pool-groups/demo',
    {
      config: { public: true },
      schema: {
        tags: ['groups'],
        summary: 'The public, read-only demo group',
        response: { 200: DemoResponse, 404: ErrorResponse },
      },
    },
    async () => demo.get(),
  );
};
