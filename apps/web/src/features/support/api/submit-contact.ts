import type { ContactRequest } from '@paywise/domain/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function submitContact(body: ContactRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/contact', body);
}

/** POST /api/contact; the admin's list of messages is refreshed afterwards. */
export function useSubmitContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-messages'] }),
  });
}
