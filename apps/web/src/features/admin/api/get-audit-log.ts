import type { AuditEntry } from '@paywise/domain/contracts/privacy';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getAuditLog(
  cursor: string | null,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ limit: '50' });
  if (cursor) params.set('cursor', cursor);
  return api.get(`/admin/audit-log?${params}`);
}

/** Admins' access to customer data, newest first (GET /api/admin/audit-log). */
export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'audit-log'],
      queryFn: ({ pageParam }) => getAuditLog(pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
