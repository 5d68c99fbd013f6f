import type { MobileLookupDto } from '@paywise/domain/contracts/numbers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A mobile number's operator and circle (GET /api/mobile/lookup): from the customer's own last recharge of it,
 * else from its number series. 404 when unknown.
 */
export function lookupMobile(number: string): Promise<MobileLookupDto> {
  return api.get<MobileLookupDto>(`/mobile/lookup?number=${encodeURIComponent(number)}`);
}

export const mobileLookupQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['mobile-lookup', number],
    queryFn: () => lookupMobile(number),
    // A number typed again shows its answer at once and asks again: a recharge since may have changed it.
    staleTime: 0,
    // A guess that helps, never one to wait for: no retries, and errors stay silent (the form works without it).
    retry: false,
  });

/** The lookup of a complete mobile number; idle while `number` is null. */
export function useMobileLookup(number: string | null) {
  return useQuery({ ...mobileLookupQueryOptions(number ?? ''), enabled: number !== null });
}
