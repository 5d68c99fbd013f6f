import type {
  DeleteAccountRequest,
  NotificationPrefs,
  NotificationPrefsUpdate,
} from '@paywise/domain/contracts/privacy';
import type { DataExport } from '@paywise/domain/contracts/data-export';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

const PREFS_KEY = ['users', 'me', 'notifications'] as const;

/** GET /api/users/me/export: everything we hold about the customer. */
export const exportMyData = () => api.get<DataExport>('/users/me/export');

/** GET /api/users/me/notifications */
export function useNotificationPrefs() {
  return useQuery({
    queryKey: PREFS_KEY,
    queryFn: () => api.get<NotificationPrefs>('/users/me/notifications'),
  });
}

/**
 * PUT /api/users/me/notifications. The box shows the new choice at once (optimistic) and goes back if the save
 * fails; the answer is the whole new set of choices.
 */
export function useUpdateNotificationPrefs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPrefsUpdate) =>
      api.put<NotificationPrefs>('/users/me/notifications', update),
    onMutate: (update) => {
      const before = queryClient.getQueryData<NotificationPrefs>(PREFS_KEY);
      if (before) {
        const after = structuredClone(before);
        for (const [channel, kinds] of Object.entries(update) as [keyof NotificationPrefs, object][])
          Object.assign(after[channel], kinds);
        queryClient.setQueryData(PREFS_KEY, after);
      }
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(PREFS_KEY, context.before);
    },
    onSuccess: (prefs) => queryClient.setQueryData(PREFS_KEY, prefs),
  });
}

/** POST /api/users/me/deletion-code: a code to confirm the deletion, by email. */
export function useSendDeletionCode() {
  return useMutation({ mutationFn: () => api.post<{ message: string }>('/users/me/deletion-code') });
}

/** DELETE /api/users/me, confirmed with the password or the emailed code. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest<{ message: string }>('/users/me', { method: 'DELETE', body }),
  });
}
