import type { BillerSearchDto } from '@paywise/domain/contracts/bills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many billers the page asks for at once: a category with no more is filtered in the browser. */
export const BILLER_PAGE = 100;

/** A category's billers of the registry matching `q` (GET /api/billers): every word, names starting with it first. */
export function searchBillers(category: string, q: string): Promise<BillerSearchDto> {
  const query = new URLSearchParams({ category, q, limit: String(BILLER_PAGE) });
  return api.get<BillerSearchDto>(`/billers?${query.toString()}`);
}

export const billersQueryOptions = (category: string, q = '') =>
  queryOptions({
    queryKey: ['billers', category, q.trim().toLowerCase()],
    queryFn: () => searchBillers(category, q.trim()),
    staleTime: 10 * 60_000,
    meta: { sessionFree: true },
  });

/** The registry's billers of a bill page's category (null: not asked, or not loaded yet). */
export function useBillerRegistry(category: string | null) {
  return useQuery({ ...billersQueryOptions(category ?? ''), enabled: category !== null });
}

/** A search of a category too long to load whole, as the customer types (the last answer stays while one loads). */
export function useBillerSearch(category: string, q: string, enabled: boolean) {
  return useQuery({ ...billersQueryOptions(category, q), enabled, placeholderData: keepPreviousData });
}
