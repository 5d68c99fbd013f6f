import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { SavedNumberCreateInput, SavedNumberDto } from '@paywise/domain/contracts/me';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedNumbersQueryOptions } from '../../../lib/saved-numbers';

/** Saves a number or biller with an optional nickname (POST /api/me/saved); 409 when saved already. */
export function saveNumber(body: SavedNumberCreateInput): Promise<SavedNumberDto> {
  return api.post<SavedNumberDto>('/me/saved', body);
}

/** The saved entries of a service: the same list (and query key) the service pages' chips read. */
export function useSavedOfService(service: ServiceSlug | null) {
  return useQuery({ ...savedNumbersQueryOptions(service ?? 'mobile'), enabled: service !== null });
}

export function useSaveNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNumber,
    // The chips of every service page (saved entries and the nicknames on recents).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
