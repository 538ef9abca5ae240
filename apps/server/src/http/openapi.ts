import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // The docs' own routes are public; everything else under /api needs a token.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...(route.config as object), public: true };
      route.schema = { ...route.schema, hide: true };
    }
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
