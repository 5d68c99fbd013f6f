import type {
  TwoFactorConfirmRequest,
  TwoFactorConfirmResponse,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
} from '@paywise/domain/contracts/two-factor';
import type { UserMessageResponse } from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/me/two-factor/setup: with the password, a new secret (shown this once) to scan. */
export function useTwoFactorSetup() {
  return useMutation({
    mutationKey: ['users', 'two-factor', 'setup'],
    mutationFn: (body: TwoFactorSetupRequest) =>
      api.post<TwoFactorSetupResponse>('/users/me/two-factor/setup', body),
  });
}

/** POST /api/users/me/two-factor/confirm: a code turns it on; the answer carries the recovery codes, once. */
export function useTwoFactorConfirm() {
  return useMutation({
    mutationKey: ['users', 'two-factor', 'confirm'],
    mutationFn: (body: TwoFactorConfirmRequest) =>
      api.post<TwoFactorConfirmResponse>('/users/me/two-factor/confirm', body),
  });
}

/** POST /api/users/me/two-factor/disable: the password and a code turn it off. */
export function useTwoFactorDisable() {
  return useMutation({
    mutationKey: ['users', 'two-factor', 'disable'],
    mutationFn: (body: TwoFactorDisableRequest) =>
      api.post<UserMessageResponse>('/users/me/two-factor/disable', body),
  });
}
