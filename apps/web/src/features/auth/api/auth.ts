import { useMutation } from '@tanstack/react-query';
import type { LoginBody, RegisterBody, TokenResponse } from '@fairway/contract';
import { pathTo, routes } from '@fairway/contract/routes';
import { api } from '../../../lib/api';

/** POST /api/auth/login */
export const useLoginMutation = () =>
  useMutation({
    mutationFn: (body: LoginBody) =>
      api.post<TokenResponse>(pathTo(routes.login), body, { auth: false }),
  });

/** POST /api/auth/register */
export const useRegisterMutation = () =>
  useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post<TokenResponse>(pathTo(routes.register), body, { auth: false }),
  });
