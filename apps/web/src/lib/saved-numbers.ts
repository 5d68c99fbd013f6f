import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { SavedListDto } from '@paywise/domain/contracts/me';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The customer's saved numbers and billers (GET /api/me/saved), of one service or of all, newest first. */
export function getSavedNumbers(service: ServiceSlug | null): Promise<SavedListDto> {
  return api.get<SavedListDto>(service ? `/me/saved?service=${encodeURIComponent(service)}` : '/me/saved');
}

/**
 * One cache entry a service (the service page's chips, the order page's "Save"), and one for all (My Bills). Under
 * ['me'] like the recents (lib/recents.ts): saving a number invalidates them all.
 */
export const savedNumbersQueryOptions = (service: ServiceSlug | null) =>
  queryOptions({
    queryKey: ['me', 'saved', service ?? 'all'],
    queryFn: () => getSavedNumbers(service),
    retry: false,
  });
