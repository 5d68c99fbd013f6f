import type { Plan } from '@paywise/domain/catalogue/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getPlans(): Promise<Plan[]> {
  return api.get<Plan[]>('/plans');
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'plans'], queryFn: getPlans, staleTime: 60 * 60_000 });

/** The recharge plans of the plan browser (GET /api/plans). */
export function usePlans(options: { enabled?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions(), enabled: options.enabled ?? true });
}
