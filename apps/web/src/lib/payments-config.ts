import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>('/payments/config');
}

/** Which gateway takes payments (GET /api/payments/config); it changes only with a new deployment. */
export function usePaymentsConfig() {
  return useQuery(
    queryOptions({
      queryKey: ['payments-config'],
      queryFn: getPaymentsConfig,
      staleTime: Infinity,
      // The same for every customer: a login does not reset it (app/provider.tsx).
      meta: { sessionFree: true },
    }),
  );
}
