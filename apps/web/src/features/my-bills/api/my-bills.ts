import { isServiceSlug, SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { RecentNumberDto, SavedNumberDto } from '@paywise/domain/contracts/me';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { api, hasErrorCode } from '../../../lib/api-client';
import { recentsQueryOptions } from '../../../lib/recents';
import { savedNumbersQueryOptions } from '../../../lib/saved-numbers';

/** A saved biller with its page. */
export interface MyBill {
  saved: SavedNumberDto;
  def: ServiceDefinition;
}

/** Every saved number and biller (GET /api/me/saved without a service), under ['me'] like the chips' lists. */
function useAllSaved() {
  return useQuery(savedNumbersQueryOptions(null));
}

/**
 * The saved entries of pages whose billers present bills. The bill due now is fetched for the first
 * NEXT_DUE_FETCHES of them (useNextDue); "Fetch & pay" fetches again on the service page.
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

/** The bill due now is fetched on open for this many billers (the biller's fetch is limited per address). */
export const NEXT_DUE_FETCHES = 10;

/** The bill due now on a saved biller: the bill (paid already when it has paidAt), 'none' when none is due. */
export type NextDue =
  { state: 'pending' } | { state: 'bill'; bill: BillDto } | { state: 'none' } | { state: 'unknown' };

/**
 * The bill due now on a saved biller (POST /api/bills/fetch, once per five minutes), when `enabled`: this is a
 * look, not a payment (Fetch & pay fetches the bill it pays on the service page).
 */
export function useNextDue({ saved, def }: MyBill, enabled: boolean): NextDue {
  const due = useQuery({
    queryKey: ['me', 'bill-due', def.slug, saved.operator, saved.identifier],
    queryFn: async (): Promise<BillDto | null> => {
      try {
        return await api.post<BillDto>('/bills/fetch', {
          type: def.orderType,
          operator: saved.operator,
          accountNumber: saved.identifier,
        });
      } catch (caught) {
        if (hasErrorCode(caught, 'NO_BILL_DUE')) return null;
        throw caught;
      }
    },
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!enabled || due.isError) return { state: 'unknown' };
  if (due.isPending) return { state: 'pending' };
  return due.data ? { state: 'bill', bill: due.data } : { state: 'none' };
}
