import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendVerificationEmail = () => api.post<{ message: string }>('/users/send-verification-email');

/** POST /api/users/send-verification-email. */
export function useSendVerificationEmail() {
  return useMutation({
    mutationKey: ['users', 'send-verification-email'],
    mutationFn: sendVerificationEmail,
  });
}
