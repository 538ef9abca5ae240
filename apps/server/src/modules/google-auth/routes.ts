import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routes } from '@fairway/contract';
import { SIGN_IN_STATE_TTL_SECONDS } from './sign-in-state';
import { authErrorLocation, GoogleSignInError, type GoogleSignInService } from './service';

const STATE_COOKIE = 'fairway_google_state';
/** The state cookie goes only to the two sign-in routes (the callback is under the start's path). */
const COOKIE_PATH = routes.googleSignIn.path;

/** Google sign-in as full-page navigations: every answer is a redirect, never a JSON error. */
export const googleAuthRoutes: FastifyPluginAsyncZod<{
  google: GoogleSignInService | undefined;
  publicUrl: string | undefined;
}> = async (app, { google, publicUrl }) => {
  const siteOrigin = (request: FastifyRequest) =>
    publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
  const callbackUrl = (request: FastifyRequest) =>
    `${siteOrigin(request)}${routes.googleSignInCallback.path}`;

  const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof GoogleSignInError)) throw error;
    request.log.warn({ err: error.cause ?? error, code: error.code }, error.message);
    return reply.redirect(authErrorLocation(error.code));
  };

  app.get(
    routes.googleSignIn.path,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (a full-page navigation)',
        querystring: z.object({ redirect: z.string().optional(), _t: z.string().optional() }),
      },
    },
    async (request, reply) => {
      if (!google) return reply.redirect('/auth/error?message=google_not_configured');
      try {
        const { location, sealedState } = await google.start(
          request.query.redirect,
          callbackUrl(request),
        );
        reply.header(
          'set-cookie',
          stateCookie(sealedState, SIGN_IN_STATE_TTL_SECONDS, request.protocol === 'https'),
        );
        return reply.redirect(location);
      } catch (error) {
        return fail(request, reply, error);
      }
    },
  );

  app.get(
    routes.googleSignInCallback.path,
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Where Google sends the browser back' },
    },
    async (request, reply) => {
      if (!google) return reply.redirect('/auth/error?message=google_not_configured');
      // The state is single-use: the cookie goes whatever the outcome.
      reply.header('set-cookie', stateCookie('', 0, request.protocol === 'https'));
      try {
        const url = new URL(request.url, siteOrigin(request));
        return reply.redirect(await google.finish(url, readCookie(request, STATE_COOKIE)));
      } catch (error) {
        return fail(request, reply, error);
      }
    },
  );
};

const stateCookie = (value: string, maxAge: number, secure: boolean) =>
  [
    `${STATE_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    // Lax: the cookie must come back on Google's top-level redirect to the callback.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
