import type { Company } from '@paywise/domain/contracts/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAfterHydration } from './hydration';

export type { Company } from '@paywise/domain/contracts/company';

/** Shown until the company details arrive, and if they cannot be loaded. */
export const FALLBACK_COMPANY_NAME = 'PayWise';

export function getCompany(): Promise<Company> {
  return api.get<Company>('/companies');
}

export const companyQueryOptions = () =>
  queryOptions({ queryKey: ['company'], queryFn: getCompany, staleTime: 5 * 60_000 });

/**
 * Company details for the header, footer, contact page and admin form (GET /api/companies); on a prerendered page,
 * once the component is hydrated (its HTML has the fallbacks).
 */
export function useCompany() {
  return useAfterHydration(useQuery(companyQueryOptions()));
}
