import type { AdminComplaintSummary } from '@paywise/domain/contracts/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The key the complaint form invalidates after a new ticket. */
export const COMPLAINTS_KEY = ['complaints', 'admin'] as const;

export function getComplaints(
  cursor: string | null,
): Promise<{ complaints: AdminComplaintSummary[]; nextCursor: string | null; overdueCount: number }> {
  const params = new URLSearchParams({ limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/complaints?${params}`);
}

export const complaintsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: COMPLAINTS_KEY,
    queryFn: ({ pageParam }) => getComplaints(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every complaint, newest first (GET /api/complaints, admin). */
export function useComplaints() {
  return useInfiniteQuery(complaintsQueryOptions());
}
