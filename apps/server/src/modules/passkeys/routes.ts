import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  MessageResponse,
  PasskeyAuthenticationBody,
  PasskeyAuthenticationOptions,
  PasskeyAuthenticationOptionsBody,
  PasskeyList,
  PasskeyRegistrationBody,
  PasskeyRegistrationOptions,
  PasskeyRegistrationResult,
  RemovePasskeyBody,
  TokenResponse,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { PasskeyService } from './service';

const tags = ['auth'];

/** Passkey registration (signed in) and passkey sign-in (public) under /api/auth/passkey. */
export const passkeyRoutes: FastifyPluginAsyncZod<{ passkeys: PasskeyService }> = async (
  app,
  { passkeys },
) => {
  app.get(
    routes.passkeyRegisterOptions.path,
    {
      schema: {
        tags,
        summary: 'Options for creating a passkey for the signed-in user',
        response: { 200: PasskeyRegistrationOptions, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => passkeys.registrationOptions(requireUserId(request)),
  );

  app.post(
    routes.passkeyRegisterVerify.path,
    {
      schema: {
        tags,
        summary: 'Store a new passkey from the browser’s registration response',
        body: PasskeyRegistrationBody,
        response: {
          201: PasskeyRegistrationResult,
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const passkey = await passkeys.verifyRegistration(requireUserId(request), request.body);
      return reply.status(201).send({ verified: true, passkey });
    },
  );

  app.get(
    routes.passkeyList.path,
    {
      schema: {
        tags,
        summary: 'The signed-in user’s passkeys',
        response: { 200: PasskeyList, 401: ErrorResponse },
      },
    },
    async (request) => passkeys.list(requireUserId(request)),
  );

  app.delete(
    routes.passkeyRemove.path,
    {
      schema: {
        tags,
        summary: 'Remove one of the signed-in user’s passkeys',
        body: RemovePasskeyBody,
        response: {
          200: MessageResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      await passkeys.remove(requireUserId(request), request.body.credentialId);
      return { message: 'Passkey removed' };
    },
  );

  app.post(
    routes.passkeyAuthenticateOptions.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Options for signing in with a passkey: the same for every email (discoverable credentials); with an email, only its account may answer',
        body: PasskeyAuthenticationOptionsBody,
        response: { 200: PasskeyAuthenticationOptions, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => passkeys.authenticationOptions(request.body, request.ip),
  );

  app.post(
    routes.passkeyAuthenticateVerify.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with a passkey: answers the same token as the email login',
        body: PasskeyAuthenticationBody,
        response: { 200: TokenResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ token: await passkeys.verifyAuthentication(request.body) }),
  );
};
