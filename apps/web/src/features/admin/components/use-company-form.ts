import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyFormSchema,
  COMPANY_SAVED_MESSAGE,
  LOGO_MAX_BYTES,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  type CompanyForm,
} from '@paywise/domain/contracts/admin';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveCompany } from '../api/save-company';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const EMPTY: CompanyForm = {
  name: '',
  email: '',
  phone: '',
  address: '',
  pincode: '',
  grievanceOfficerName: '',
  grievanceOfficerEmail: '',
  grievanceOfficerPhone: '',
};

/** The company page's form: the saved details filled in, the chosen logo checked, and saving both. */
export function useCompanyForm() {
  const company = useCompany();
  const save = useSaveCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string>();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CompanyForm>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: EMPTY,
    // Filled in when the saved details arrive, without overwriting what the admin already typed.
    values: company.data
      ? {
          name: company.data.name,
          email: company.data.email,
          phone: company.data.phone,
          address: company.data.address,
          pincode: company.data.pincode,
          grievanceOfficerName: company.data.grievanceOfficer.name,
          grievanceOfficerEmail: company.data.grievanceOfficer.email,
          grievanceOfficerPhone: company.data.grievanceOfficer.phone,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    setLogoError(undefined);
    if (file && !LOGO_TYPES.includes(file.type)) setLogoError(LOGO_TYPE_MESSAGE);
    else if (file && file.size > LOGO_MAX_BYTES) setLogoError(LOGO_SIZE_MESSAGE);
    setLogo(file);
  };

  const onSubmit = handleSubmit((form) => {
    if (logoError) return;
    setResult(null);
    save.mutate(
      { form, logo },
      {
        onSuccess: (saved) => {
          const text = saved.message || COMPANY_SAVED_MESSAGE;
          setResult({ ok: true, text });
          notifySuccess(text);
        },
        onError: (error) => {
          const text = errorMessage(error, 'Save failed!');
          setResult({ ok: false, text });
          notifyError(text);
        },
      },
    );
  });

  const invalid = (field: keyof CompanyForm) => (errors[field] ? true : undefined);
  const describedBy = (field: keyof CompanyForm) => (errors[field] ? `company-${field}-error` : undefined);

  return {
    company,
    isSaving: save.isPending,
    logoError,
    result,
    onLogo,
    onSubmit,
    fields: { register, errors, invalid, describedBy },
  };
}

export type CompanyFormFields = ReturnType<typeof useCompanyForm>['fields'];
