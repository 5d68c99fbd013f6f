import type {
  AuthConfig,
  OtpLoginResponse,
  SendSmsCodeResponse,
  VerifySmsCodeRequest,
} from '@paywise/domain/contracts/phone';
import type { UserMessageResponse } from '@paywise/domain/contracts/auth';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/config: whether phone sign-in is offered (hidden when the server has no SMS provider). */
export function useAuthConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['auth-config'],
      queryFn: () => api.get<AuthConfig>('/auth/config'),
      staleTime: Infinity,
    }),
  );
}

/** POST /api/auth/otp/send. */
export function useSendSignInCode() {
  return useMutation({
    mutationKey: ['auth', 'otp', 'send'],
    mutationFn: (mobile: string) => api.post<SendSmsCodeResponse>('/auth/otp/send', { mobile }),
  });
}

/** POST /api/auth/otp/verify. */
export function useVerifySignInCode() {
  return useMutation({
    mutationKey: ['auth', 'otp', 'verify'],
    mutationFn: (body: VerifySmsCodeRequest) => api.post<OtpLoginResponse>('/auth/otp/verify', body),
  });
}

/** PUT /api/users/profile with the name a new phone account is asked once (its number unchanged). */
export function useSaveName() {
  return useMutation({
    mutationKey: ['users', 'profile', 'name'],
    // Before the session is stored (storing it closes the modal), with the new account's own token.
    mutationFn: ({ token, ...body }: { token: string; username: string; phoneNumber: string | null }) =>
      api.put<UserMessageResponse>(
        '/users/profile',
        { ...body, dateOfBirth: null },
        { headers: { authorization: `Bearer ${token}` } },
      ),
  });
}
