import type { RegisterRequest } from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => api.post<{ message: string }>('/auth/register', body);

/** POST /api/auth/register. */
export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
