import type { LoginRequest, LoginResponse } from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const login = (body: LoginRequest) => api.post<LoginResponse>('/auth/login', body);

/** POST /api/auth/login. */
export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: login });
}
