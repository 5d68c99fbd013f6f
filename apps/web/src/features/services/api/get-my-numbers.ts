import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { SavedListDto } from '@paywise/domain/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recentsQueryOptions } from '../../../lib/recents';

/** The customer's saved numbers and billers of a service (GET /api/me/saved), newest first. */
export function getSavedNumbers(service: ServiceSlug): Promise<SavedListDto> {
  return api.get<SavedListDto>(`/me/saved?service=${encodeURIComponent(service)}`);
}

// Under ['me'] like the recents (lib/recents.ts): saving a number (order page) invalidates them all.
export const savedNumbersQueryOptions = (service: ServiceSlug) =>
  queryOptions({
    queryKey: ['me', 'saved', service],
    queryFn: () => getSavedNumbers(service),
    retry: false,
  });

/** Both lists for a service page; asked only when signed in (a visitor has none). */
export function useMyNumbers(service: ServiceSlug, isSignedIn: boolean) {
  const recents = useQuery({ ...recentsQueryOptions(service), enabled: isSignedIn });
  const saved = useQuery({ ...savedNumbersQueryOptions(service), enabled: isSignedIn });
  return { recents: recents.data?.recents ?? [], saved: saved.data?.saved ?? [] };
}
