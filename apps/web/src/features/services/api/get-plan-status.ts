import type { PlanStatus } from '@paywise/domain/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlanSetKey } from './get-plans';

/** Whether the plans of an operator and circle are live, and since when (GET /api/plans/status). */
export function getPlanStatus({ operator, circle }: PlanSetKey): Promise<PlanStatus> {
  const query = new URLSearchParams();
  if (operator) query.set('operator', operator);
  if (operator && circle) query.set('circle', circle);
  const search = query.toString();
  return api.get<PlanStatus>(search ? `/plans/status?${search}` : '/plans/status');
}

/** The plan browser's "Plans updated {date}": fetched with the plans, kept as long. */
export function usePlanStatus(key: PlanSetKey, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['catalogue', 'plan-status', key.operator, key.operator ? key.circle : ''],
    queryFn: () => getPlanStatus(key),
    staleTime: 60 * 60_000,
    meta: { sessionFree: true },
    enabled: options.enabled ?? true,
  });
}
