import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { RecentsDto } from '@paywise/domain/contracts/me';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The customer's recent identifiers of a service (GET /api/me/recents), newest first. */
export function getRecents(service: ServiceSlug): Promise<RecentsDto> {
  return api.get<RecentsDto>(`/me/recents?service=${encodeURIComponent(service)}`);
}

/**
 * One cache entry a service, shared by the service page's number chips and My Bills' last payment. Under ['me']:
 * saving a number (order page) invalidates it.
 */
export const recentsQueryOptions = (service: ServiceSlug) =>
  queryOptions({ queryKey: ['me', 'recents', service], queryFn: () => getRecents(service), retry: false });
