import type { UserMessageResponse } from '@paywise/domain/contracts/auth';
import type {
  AuthConfig,
  SendProfileCodeRequest,
  SendSmsCodeResponse,
  VerifySmsCodeRequest,
} from '@paywise/domain/contracts/phone';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/config: false when the server has no SMS provider (the mobile section is then hidden). */
export function useSmsAvailable() {
  const config = useQuery(
    queryOptions({
      queryKey: ['auth-config'],
      queryFn: () => api.get<AuthConfig>('/auth/config'),
      staleTime: Infinity,
    }),
  );
  return config.data?.phoneSignIn ?? false;
}

/** POST /api/users/mobile/send-code: the number and the account's password (decision 0042). */
export function useSendMobileCode() {
  return useMutation({
    mutationKey: ['users', 'mobile', 'send'],
    mutationFn: (body: SendProfileCodeRequest) =>
      api.post<SendSmsCodeResponse>('/users/mobile/send-code', body),
  });
}

/** POST /api/users/mobile/verify; the caller stores the returned user in the session. */
export function useVerifyMobile() {
  return useMutation({
    mutationKey: ['users', 'mobile', 'verify'],
    mutationFn: (body: VerifySmsCodeRequest) => api.post<UserMessageResponse>('/users/mobile/verify', body),
  });
}

/** PUT /api/users/sms-preferences. */
export function useSmsPreferences() {
  return useMutation({
    mutationKey: ['users', 'sms-preferences'],
    mutationFn: (smsUpdates: boolean) =>
      api.put<UserMessageResponse>('/users/sms-preferences', { smsUpdates }),
  });
}
