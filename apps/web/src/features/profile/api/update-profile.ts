import type { UpdateProfileRequest, UserMessageResponse } from '@paywise/domain/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const updateProfile = (body: UpdateProfileRequest) =>
  api.put<UserMessageResponse>('/users/profile', body);

/** PUT /api/users/profile; the caller stores the returned user in the session. */
export function useUpdateProfile() {
  return useMutation({ mutationKey: ['users', 'profile'], mutationFn: updateProfile });
}
