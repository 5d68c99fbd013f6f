import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
} from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: one answer whether or not an account uses the email. */
export function useForgotPassword() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (body: ForgotPasswordRequest) => api.post<{ message: string }>('/auth/forgot-password', body),
  });
}

/** POST /api/auth/reset-password: the new password with the emailed code; answered like a login (and says which unconfirmed sign-in number it took off). */
export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (body: ResetPasswordRequest) => api.post<ResetPasswordResponse>('/auth/reset-password', body),
  });
}
