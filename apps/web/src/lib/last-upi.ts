import type { LastUpiDto } from '@paywise/domain/contracts/me';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

const LAST_UPI_KEY = ['me', 'upi'] as const;

/**
 * The UPI ID of the customer's last successful UPI payment (GET /api/me/upi), offered in the payment sheet. Asked
 * when the sheet opens (a payment in the meantime may have changed it); never cached across customers (['me']).
 */
export function useLastUpi(enabled: boolean) {
  return useQuery({
    queryKey: LAST_UPI_KEY,
    queryFn: () => api.get<LastUpiDto>('/me/upi'),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** "Forget": the sheet stops offering it (DELETE /api/me/upi). */
export function useForgetLastUpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/me/upi'),
    onSuccess: () => queryClient.setQueryData<LastUpiDto>(LAST_UPI_KEY, { vpa: null, masked: null }),
  });
}
