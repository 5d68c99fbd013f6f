import type { ComplaintCreated, ComplaintRequest } from '@paywise/domain/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_COMPLAINTS_KEY } from './get-my-complaints';

export function fileComplaint(body: ComplaintRequest): Promise<ComplaintCreated> {
  return api.post<ComplaintCreated>('/complaints', body);
}

/** POST /api/complaints; the customer's ticket list (and the admin's) are refreshed afterwards. */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileComplaint,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_COMPLAINTS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['complaints', 'admin'] });
    },
  });
}
