import type { PaymentsConfig } from '@paywise/domain/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAfterHydration } from './hydration';

/** The query of GET /api/payments/config (its answer read from the cache where a hook cannot be: use-pay-order). */
export const PAYMENTS_CONFIG_QUERY_KEY = ['payments-config'] as const;

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>('/payments/config');
}

/**
 * Which gateway takes payments (GET /api/payments/config); it changes only with a new deployment. On a prerendered
 * page, once the component is hydrated (the sandbox ribbon and the promo offer are not in its HTML).
 */
export function usePaymentsConfig() {
  return useAfterHydration(
    useQuery(
      queryOptions({
        queryKey: PAYMENTS_CONFIG_QUERY_KEY,
        queryFn: getPaymentsConfig,
        staleTime: Infinity,
        // The same for every customer: a login does not reset it (app/provider.tsx).
        meta: { sessionFree: true },
      }),
    ),
  );
}
