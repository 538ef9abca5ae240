import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
  TokenResponse,
  VerifyEmailBody,
} from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** POST /api/auth/verify-email: the token from the mailed link. */
export const useVerifyEmailMutation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<MessageResponse>(pathTo(routes.verifyEmail), { token } satisfies VerifyEmailBody, {
        auth: false,
      }),
  });

/** POST /api/auth/resend-verification (signed in). */
export const useResendVerificationMutation = () =>
  useMutation({ mutationFn: () => api.post<MessageResponse>(pathTo(routes.resendVerification)) });

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<MessageResponse>(
        pathTo(routes.forgotPassword),
        { email } satisfies ForgotPasswordBody,
        {
          auth: false,
        },
      ),
  });

/** POST /api/auth/reset-password: a new session's token. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<TokenResponse>(pathTo(routes.resetPassword), body, { auth: false }),
  });

/** POST /api/auth/change-password: this session continues with the token it answers. */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<TokenResponse>(pathTo(routes.changePassword), body),
  });

/** POST /api/auth/sign-out-everywhere: this session ends too. */
export const useSignOutEverywhereMutation = () =>
  useMutation({ mutationFn: () => api.post<void>(pathTo(routes.signOutEverywhere)) });

/** DELETE /api/user/account. */
export const useDeleteAccountMutation = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete<void>(pathTo(routes.deleteAccount), body),
  });
