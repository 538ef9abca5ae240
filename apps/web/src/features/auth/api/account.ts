import { useMutation } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  DeleteAccountBody,
  ResetPasswordBody,
  TokenResponse,
} from '@fairway/contract';
import { api } from '../../../lib/api';

interface Message {
  message: string;
}

/** POST /api/auth/verify-email: the token from the mailed link. */
export const useVerifyEmailMutation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<Message>('/api/auth/verify-email', { token }, { auth: false }),
  });

/** POST /api/auth/resend-verification (signed in). */
export const useResendVerificationMutation = () =>
  useMutation({ mutationFn: () => api.post<Message>('/api/auth/resend-verification') });

/** POST /api/auth/forgot-password: the same answer whether or not the email has an account. */
export const useForgotPasswordMutation = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<Message>('/api/auth/forgot-password', { email }, { auth: false }),
  });

/** POST /api/auth/reset-password: a new session's token. */
export const useResetPasswordMutation = () =>
  useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<TokenResponse>('/api/auth/reset-password', body, { auth: false }),
  });

/** POST /api/auth/change-password: this session continues with the token it answers. */
export const useChangePasswordMutation = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<TokenResponse>('/api/auth/change-password', body),
  });

/** POST /api/auth/sign-out-everywhere: this session ends too. */
export const useSignOutEverywhereMutation = () =>
  useMutation({ mutationFn: () => api.post<void>('/api/auth/sign-out-everywhere') });

/** DELETE /api/user/account. */
export const useDeleteAccountMutation = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete<void>('/api/user/account', body),
  });
