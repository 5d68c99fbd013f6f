import type { LivePlansAdmin, plansRefreshSchema } from '@paywise/domain/contracts/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client';

export const LIVE_PLANS_KEY = ['admin', 'live-plans'] as const;

export type PlansRefresh = z.infer<typeof plansRefreshSchema>;

/** The live plans on the recharge wallet card (GET /api/admin/plans). */
export function useLivePlans() {
  return useQuery({ queryKey: LIVE_PLANS_KEY, queryFn: () => api.get<LivePlansAdmin>('/admin/plans') });
}

/** POST /api/admin/plans/refresh: the refresh job is queued; the card reads the plans again afterwards. */
export function useRefreshPlans() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PlansRefresh>('/admin/plans/refresh', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIVE_PLANS_KEY }),
  });
}
