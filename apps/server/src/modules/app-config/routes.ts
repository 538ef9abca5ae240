import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppConfigResponse, routes } from '@fairway/contract';
import type { Config } from '../../config';

/** Public, non-secret facts about this deployment for the browser app. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const body: AppConfigResponse = {
    supportEmail: config.supportEmail,
    googleSignIn: Boolean(config.google.clientId),
    mail: config.mail.mode !== 'off',
    payments: config.payments,
    stripePublishableKey:
      config.payments === 'stripe' ? (config.stripe.publishableKey ?? null) : null,
    monitoring: config.sentry.dsn
      ? { dsn: config.sentry.dsn, environment: config.sentry.environment }
      : null,
  };
  app.get(
    routes.config.path,
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        summary: 'Public settings of this deployment',
        response: { 200: AppConfigResponse },
      },
    },
    async () => body,
  );
};
