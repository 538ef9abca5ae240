import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { registerAuthentication } from './authenticate';
import { registerBodyLimits } from './body-limits';
import { registerNoStoreByDefault } from './cache-control';
import { registerErrorHandler } from './error-handler';
import { registerNulCharacterCheck } from './nul-characters';
import { registerOpenApi } from './openapi';
import { registerReadiness } from './readiness';
import { registerSecurityHeaders } from './security-headers';
import { registerWebApp } from './static-web';

/**
 * What every route shares, registered before the areas' routes (app-modules.ts): body limits,
 * validation, security headers, compression, the error handler, authentication, the OpenAPI
 * document, and the health and readiness checks.
 */
export const http = fp(
  async (app) => {
    const { config, sessions, database, limits } = app.core;
    registerBodyLimits(app);
    registerNulCharacterCheck(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Stripe Elements loads its script and card frames from Stripe when PAYMENTS=stripe.
          scriptSrc: ["'self'", ...stripeSources(config, ['https://js.stripe.com'])],
          frameSrc: [
            "'self'",
            ...stripeSources(config, ['https://js.stripe.com', 'https://hooks.stripe.com']),
          ],
          // React sets style attributes and the toast library injects a <style> element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            ...stripeSources(config, ['https://api.stripe.com']),
            // The browser sends its error reports straight to the DSN's host.
            ...(config.sentry.dsn ? [new URL(config.sentry.dsn).origin] : []),
          ],
          // Session replays compress in a worker made from a blob.
          workerSrc: ["'self'", 'blob:'],
          manifestSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    registerNoStoreByDefault(app);
    await app.register(compress, { threshold: 1024 });
    registerErrorHandler(app);
    registerAuthentication(app, sessions);
    await registerOpenApi(app);

    app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({
      status: 'ok',
    }));
    registerReadiness(app, { database, limits });
  },
  { name: 'http', dependencies: ['core'] },
);

/** The last module: the built web app answers every GET the API does not (http/static-web.ts). */
export const webApp = fp(async (app) => registerWebApp(app, app.core.webRoot), {
  name: 'web-app',
  dependencies: ['core', 'http'],
});

const stripeSources = (config: Config, sources: string[]) =>
  config.payments === 'stripe' ? sources : [];
