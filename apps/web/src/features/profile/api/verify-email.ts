import type { UserMessageResponse } from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const verifyEmail = (otp: string) => api.post<UserMessageResponse>('/users/verify-email', { otp });

/** POST /api/users/verify-email; the caller stores the returned user in the session. */
export function useVerifyEmail() {
  return useMutation({ mutationKey: ['users', 'verify-email'], mutationFn: verifyEmail });
}
