import type { AdminStatsSeries } from '@paywise/domain/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_STATS_SERIES_KEY = ['admin', 'stats', 'series'] as const;

export function getAdminStatsSeries(): Promise<AdminStatsSeries> {
  return api.get<AdminStatsSeries>('/admin/stats/series');
}

export const adminStatsSeriesQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_STATS_SERIES_KEY, queryFn: getAdminStatsSeries });

/** Dashboard charts: per day (30 days), per month (12 months), by service type. */
export function useAdminStatsSeries() {
  return useQuery(adminStatsSeriesQueryOptions());
}
