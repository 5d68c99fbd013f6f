import type { ComplaintSummary } from '@paywise/domain/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MY_COMPLAINTS_KEY = ['complaints', 'mine'] as const;

export function getMyComplaints(): Promise<{ complaints: ComplaintSummary[]; nextCursor: string | null }> {
  return api.get('/complaints/mine?limit=20');
}

export const myComplaintsQueryOptions = () =>
  queryOptions({ queryKey: MY_COMPLAINTS_KEY, queryFn: getMyComplaints });

/** The signed-in customer's latest tickets (GET /api/complaints/mine). */
export function useMyComplaints(enabled: boolean) {
  return useQuery({ ...myComplaintsQueryOptions(), enabled });
}
