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
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';

/** POST /api/auth/verify-email: the token from the mailed link. */
export const useVerifyEmailMutation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<MessageResponse>(apiPaths.verifyEmail(), { token } satisfies VerifyEmailBody, {
        auth: false,
      }),
  });

/** POST /api/auth/resend-verification (signed in). */
export const useResendVerificationMutation = () =>
  useMutation({ mutationFn: () => api.post<MessageResponse>(apiPaths.resendVerification()) });

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<MessageResponse>(apiPaths.forgotPassword(), { email } satisfies ForgotPasswordBody, {
        auth: false,
      }),
  });

/** POST /api/auth/reset-password: a new session's token. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<TokenResponse>(apiPaths.resetPassword(), body, { auth: false }),
  });

/** POST /api/auth/change-password: this session continues with the token it answers. */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<TokenResponse>(apiPaths.changePassword(), body),
  });

/** POST /api/auth/sign-out-everywhere: this session ends too. */
export const useSignOutEverywhereMutation = () =>
  useMutation({ mutationFn: () => api.post<void>(apiPaths.signOutEverywhere()) });

/** DELETE /api/user/account. */
export const useDeleteAccountMutation = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete<void>(apiPaths.account(), body),
  });
