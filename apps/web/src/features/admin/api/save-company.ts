import type { Company } from '@paywise/domain/contracts/company';
import type { CompanyForm } from '@paywise/domain/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyQueryOptions } from '../../../lib/company';

export type SavedCompany = Company & { message: string };

/** POST /api/companies as multipart: the form's fields and, when chosen, the logo file. */
export function saveCompany({ form, logo }: { form: CompanyForm; logo: File | null }): Promise<SavedCompany> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) body.append(key, value);
  if (logo) body.append('logo', logo);
  return api.post<SavedCompany>('/companies', body);
}

/** Saves the company; the header, footer and contact page read the new details at once. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (saved) => {
      const { message: _message, ...company } = saved;
      queryClient.setQueryData(companyQueryOptions().queryKey, company);
      return queryClient.invalidateQueries({ queryKey: companyQueryOptions().queryKey });
    },
  });
}
