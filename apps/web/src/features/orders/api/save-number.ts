import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { SavedListDto, SavedNumberCreateInput, SavedNumberDto } from '@paywise/domain/contracts/me';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Saves a number or biller with an optional nickname (POST /api/me/saved); 409 when saved already. */
export function saveNumber(body: SavedNumberCreateInput): Promise<SavedNumberDto> {
  return api.post<SavedNumberDto>('/me/saved', body);
}

/** The same list (and query key) the service pages' chips read. */
export const savedOfServiceQueryOptions = (service: ServiceSlug) =>
  queryOptions({
    queryKey: ['me', 'saved', service],
    queryFn: () => api.get<SavedListDto>(`/me/saved?service=${encodeURIComponent(service)}`),
    retry: false,
  });

export function useSavedOfService(service: ServiceSlug | null) {
  return useQuery({ ...savedOfServiceQueryOptions(service ?? 'mobile'), enabled: service !== null });
}

export function useSaveNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNumber,
    // The chips of every service page (saved entries and the nicknames on recents).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
