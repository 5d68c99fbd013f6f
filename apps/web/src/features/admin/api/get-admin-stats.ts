import type { AdminStats } from '@paywise/domain/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;

export function getAdminStats(): Promise<AdminStats> {
  return api.get<AdminStats>('/admin/stats');
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_STATS_KEY, queryFn: getAdminStats, refetchInterval: 60_000 });

/** Dashboard cards (GET /api/admin/stats), refreshed every minute while the dashboard is open. */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
