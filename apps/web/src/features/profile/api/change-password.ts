import type { ChangePasswordRequest, ChangePasswordResponse } from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) =>
  api.put<ChangePasswordResponse>('/users/change-password', body);

/** PUT /api/users/change-password: earlier tokens stop working, the answer carries the new one. */
export function useChangePassword() {
  return useMutation({ mutationKey: ['users', 'change-password'], mutationFn: changePassword });
}
