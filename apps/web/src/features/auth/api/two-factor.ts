import type { SignedInResponse } from '@paywise/domain/contracts/auth';
import type { TwoFactorSignInRequest } from '@paywise/domain/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor: the sign-in's challenge and the authenticator's code (or a recovery code). */
export function useTwoFactorSignIn() {
  return useMutation({
    mutationKey: ['auth', 'two-factor'],
    mutationFn: (body: TwoFactorSignInRequest) => api.post<SignedInResponse>('/auth/two-factor', body),
  });
}
