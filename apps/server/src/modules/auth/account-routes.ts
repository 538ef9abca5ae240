import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordBody,
  DeleteAccountBody,
  EMAIL_VERIFIED,
  ErrorResponse,
  ForgotPasswordBody,
  MessageResponse,
  PASSWORD_RESET_EMAIL_SENT,
  ResetPasswordBody,
  TokenResponse,
  VERIFICATION_EMAIL_SENT,
  VerifyEmailBody,
  routes,
} from '@fairway/contract';
import { requireSession, requireUserId } from '../../http/authenticate';
import type { Sessions } from '../../security/sessions';
import { announceAccountChanges, type AccountChanges } from './account-changes';
import type { AccountDeletion } from './account-deletion';
import type { EmailVerification } from './email-verification';
import type { PasswordService } from './passwords';

const tags = ['auth'];
const NoContent = z.null().describe('No content');

/**
 * The account's own safety: proving the email, recovering and changing the password, ending
 * every session, and deleting the account (docs/rules.md "Accounts").
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  verification: EmailVerification;
  passwords: PasswordService;
  deletion: AccountDeletion;
  sessions: Sessions;
}> = async (app, { verification, passwords, deletion, sessions }) => {
  const announce = (changes: AccountChanges) => announceAccountChanges(sessions, changes);

  app.post(
    routes.verifyEmail.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Prove the email with the token of a mailed link',
        body: VerifyEmailBody,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      await verification.verify(request.body.token, request.ip);
      return { message: EMAIL_VERIFIED };
    },
  );

  app.post(
    routes.resendVerification.path,
    {
      schema: {
        tags,
        summary: 'Mail the signed-in user a new verification link',
        response: {
          202: MessageResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await verification.resend(requireUserId(request));
      return reply.status(202).send({ message: VERIFICATION_EMAIL_SENT });
    },
  );

  app.post(
    routes.forgotPassword.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Mail a password reset link (the same answer whether or not the email has an account)',
        body: ForgotPasswordBody,
        response: {
          202: MessageResponse,
          400: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await passwords.forgot(request.body.email, request.ip);
      return reply.status(202).send({ message: PASSWORD_RESET_EMAIL_SENT });
    },
  );

  app.post(
    routes.resetPassword.path,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset link; every other session ends',
        body: ResetPasswordBody,
        response: { 200: TokenResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      const { token, changes } = await passwords.reset(request.body, request.ip);
      announce(changes);
      return { token };
    },
  );

  app.post(
    routes.changePassword.path,
    {
      schema: {
        tags,
        summary: 'Change the password; every other session ends',
        body: ChangePasswordBody,
        response: {
          200: TokenResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { token, changes } = await passwords.change(requireUserId(request), request.body);
      announce(changes);
      return { token };
    },
  );

  app.post(
    routes.signOutEverywhere.path,
    {
      schema: {
        tags,
        summary: 'End every session of the signed-in user, this one included',
        response: { 204: NoContent, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      await sessions.endEverywhere(requireUserId(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    routes.deleteAccount.path,
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete the signed-in account (its results stay, anonymised)',
        body: DeleteAccountBody,
        response: {
          204: NoContent,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      announce(await deletion.delete(requireSession(request), request.body ?? {}));
      return reply.status(204).send(null);
    },
  );
};
