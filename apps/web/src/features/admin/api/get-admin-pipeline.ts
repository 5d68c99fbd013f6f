import type { AdminPipeline } from '@paywise/domain/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_PIPELINE_KEY = ['admin', 'pipeline'] as const;

/** Orders are finished by a background sweeper every few seconds: the card follows it more closely than the stats. */
export const ADMIN_PIPELINE_REFRESH_MS = 15_000;

export function getAdminPipeline(): Promise<AdminPipeline> {
  return api.get<AdminPipeline>('/admin/pipeline');
}

export const adminPipelineQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_PIPELINE_KEY,
    queryFn: getAdminPipeline,
    refetchInterval: ADMIN_PIPELINE_REFRESH_MS,
  });

/** The order pipeline card (GET /api/admin/pipeline): unfinished orders, the oldest one's age, the sweeper. */
export function useAdminPipeline() {
  return useQuery(adminPipelineQueryOptions());
}
