import type { ReconciliationRun, ReconciliationStatus } from '@paywise/domain/contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const ADMIN_RECONCILIATION_KEY = ['admin', 'reconciliation'] as const;

export function getAdminReconciliation(): Promise<ReconciliationStatus> {
  return api.get<ReconciliationStatus>('/admin/reconciliation');
}

export const adminReconciliationQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_RECONCILIATION_KEY, queryFn: getAdminReconciliation });

/** The last daily reconciliation run (GET /api/admin/reconciliation): null before the first. */
export function useAdminReconciliation() {
  return useQuery(adminReconciliationQueryOptions());
}

export function runReconciliation(): Promise<ReconciliationRun> {
  return apiRequest<ReconciliationRun>('/admin/reconciliation/run', { method: 'POST' });
}

/** POST /api/admin/reconciliation/run: a run now; the card then shows it as the last run. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: (run) => {
      queryClient.setQueryData<ReconciliationStatus>(ADMIN_RECONCILIATION_KEY, { lastRun: run });
    },
  });
}
