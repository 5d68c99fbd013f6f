import { isServiceSlug, SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { RecentNumberDto, SavedListDto, SavedNumberDto } from '@paywise/domain/contracts/me';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recentsQueryOptions } from '../../../lib/recents';

/** A saved biller with its page. */
export interface MyBill {
  saved: SavedNumberDto;
  def: ServiceDefinition;
}

/** Every saved number and biller (GET /api/me/saved without a service), under ['me'] like the chips' lists. */
function useAllSaved() {
  return useQuery({
    queryKey: ['me', 'saved', 'all'],
    queryFn: () => api.get<SavedListDto>('/me/saved'),
    retry: false,
  });
}

/**
 * The saved entries of pages whose billers present bills. No bill is fetched here: the biller's fetch is rate
 * limited, so "Fetch & pay" fetches on the service page.
 */
export function useMyBills() {
  const saved = useAllSaved();
  const bills = (saved.data?.saved ?? []).flatMap((entry): MyBill[] => {
    if (!isServiceSlug(entry.service)) return [];
    const def = SERVICES[entry.service];
    return def.bill === 'none' ? [] : [{ saved: entry, def }];
  });
  return { isPending: saved.isPending, error: saved.error, refetch: saved.refetch, bills };
}

/**
 * The last amount and date paid for a saved biller (GET /api/me/recents of its service: one request a service,
 * shared by its rows through the query cache).
 */
export function useLastPaid({ saved, def }: MyBill): RecentNumberDto | null {
  const recents = useQuery(recentsQueryOptions(def.slug));
  return recents.data?.recents.find((recent) => recent.identifier === saved.identifier) ?? null;
}

/** Forgets a saved biller (DELETE /api/me/saved/{id}). */
export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/me/saved/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
