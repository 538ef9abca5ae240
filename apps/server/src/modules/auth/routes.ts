import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  LoginBody,
  RegisterBody,
  TokenResponse,
  User,
  routes,
} from '@fairway/contract';
import { requireUserId } from '../../http/authenticate';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    routes.register.path,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterBody,
        response: {
          201: TokenResponse,
          400: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ token: await auth.register(request.body, request.ip) }),
  );

  app.post(
    routes.login.path,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: {
          200: TokenResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => ({ token: await auth.login(request.body, request.ip) }),
  );

  app.get(
    routes.me.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: User, 401: ErrorResponse },
      },
    },
    async (request) => auth.currentUser(requireUserId(request)),
  );
};
