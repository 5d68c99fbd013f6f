import type { Plan } from '@paywise/domain/catalogue/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PlanSetKey {
  /** The form's operator and circle ('' when not chosen): the server picks the operator's own set. */
  operator: string;
  circle: string;
}

export function getPlans({ operator, circle }: PlanSetKey): Promise<Plan[]> {
  const query = new URLSearchParams();
  if (operator) query.set('operator', operator);
  if (operator && circle) query.set('circle', circle);
  const search = query.toString();
  return api.get<Plan[]>(search ? `/plans?${search}` : '/plans');
}

// Search and quick filters narrow this list in the browser (catalogue/plan-search.ts, the server's own rules).
export const plansQueryOptions = (key: PlanSetKey) =>
  queryOptions({
    queryKey: ['catalogue', 'plans', key.operator, key.operator ? key.circle : ''],
    queryFn: () => getPlans(key),
    staleTime: 60 * 60_000,
    meta: { sessionFree: true },
  });

/** The recharge plans of an operator and circle for the plan browser (GET /api/plans). */
export function usePlans(key: PlanSetKey, options: { enabled?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions(key), enabled: options.enabled ?? true });
}
