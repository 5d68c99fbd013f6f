import type { roleChangeResponseSchema, UserRole } from '@paywise/domain/contracts/admin';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_STATS_KEY } from './get-admin-stats';
import { USERS_KEY } from './get-users';

export type RoleChangeResult = z.infer<typeof roleChangeResponseSchema>;

export function changeUserRole({
  userId,
  role,
}: {
  userId: number;
  role: UserRole;
}): Promise<RoleChangeResult> {
  return apiRequest<RoleChangeResult>(`/admin/users/${userId}/role`, { method: 'PATCH', body: { role } });
}

/** PATCH /api/admin/users/{id}/role; the users list is refreshed afterwards. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      ]),
  });
}
