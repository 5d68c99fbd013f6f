import type { ComplaintUpdate } from '@paywise/domain/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPLAINTS_KEY } from './get-complaints';

export function updateComplaint({ id, ...body }: ComplaintUpdate & { id: number }): Promise<unknown> {
  return apiRequest(`/complaints/${id}`, { method: 'PATCH', body });
}

/** PATCH /api/complaints/{id}: a new status with an optional note. */
export function useUpdateComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLAINTS_KEY }),
  });
}
