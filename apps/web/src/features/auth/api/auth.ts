import { useMutation } from '@tanstack/react-query';
import type { LoginBody, RegisterBody, TokenResponse } from '@fairway/contract';
import { api } from '../../../lib/api';
import { apiPaths } from '../../../lib/api-paths';

/** POST /api/auth/login */
export const useLoginMutation = () =>
  useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<TokenResponse>(apiPaths.login(), body, { auth: false }),
  });

/** POST /api/auth/register */
export const useRegisterMutation = () =>
  useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post<TokenResponse>(apiPaths.register(), body, { auth: false }),
  });
