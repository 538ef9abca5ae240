import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerPublicPlugin } from './authenticate';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // The docs' own pages stay out of the document they show.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.schema = { ...route.schema, hide: true };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fairway API',
        version: '1.0.0',
        description: 'Golf pick pools: groups, entries, live standings, chat and payments.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs are public; every other route under /api needs a token.
  await registerPublicPlugin(app, () =>
    app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true }),
  );
}
