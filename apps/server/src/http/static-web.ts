import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { registerPublicPlugin } from './authenticate';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET outside /api so client-side routes load directly.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const hasWebApp = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (hasWebApp) {
    // The app's files are for everyone; the API behind them decides who sees what.
    await registerPublicPlugin(app, () =>
      app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        index: false,
        setHeaders: (res, path) => {
          res.header(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      }),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    if (hasWebApp && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found` });
  });
}
