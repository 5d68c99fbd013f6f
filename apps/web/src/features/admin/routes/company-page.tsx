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
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveCompany } from '../api/save-company';
import { AdminPage, ListState } from '../components/admin-page';

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

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}

export default function CompanyPage() {
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

  return (
    <AdminPage title="Company">
      {company.isError ? (
        <ListState tone="error">{errorMessage(company.error, 'Failed to fetch company details.')}</ListState>
      ) : null}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Company details"
        className="grid max-w-3xl grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6"
      >
        <div className="sm:col-span-2">
          <TextField
            label="Company name *"
            id="company-name"
            autoComplete="organization"
            invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            aria-required="true"
            {...register('name')}
          />
          <FieldError id="company-name-error" message={errors.name?.message} />
        </div>
        <div>
          <TextField
            label="Email"
            id="company-email"
            type="email"
            autoComplete="email"
            invalid={invalid('email')}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          <FieldError id="company-email-error" message={errors.email?.message} />
        </div>
        <div>
          <TextField
            label="Phone"
            id="company-phone"
            type="tel"
            inputMode="tel"
            maxLength={10}
            autoComplete="tel"
            invalid={invalid('phone')}
            aria-describedby={describedBy('phone')}
            {...register('phone')}
          />
          <FieldError id="company-phone-error" message={errors.phone?.message} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="Address"
            id="company-address"
            autoComplete="street-address"
            maxLength={300}
            invalid={invalid('address')}
            aria-describedby={describedBy('address')}
            {...register('address')}
          />
          <FieldError id="company-address-error" message={errors.address?.message} />
        </div>
        <div>
          <TextField
            label="Pincode"
            id="company-pincode"
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
            invalid={invalid('pincode')}
            aria-describedby={describedBy('pincode')}
            {...register('pincode')}
          />
          <FieldError id="company-pincode-error" message={errors.pincode?.message} />
        </div>
        <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-ink">
            Grievance officer (shown on the Grievance Redressal page)
          </legend>
          <div className="sm:col-span-2">
            <TextField
              label="Grievance officer name"
              id="company-grievanceOfficerName"
              maxLength={100}
              invalid={invalid('grievanceOfficerName')}
              aria-describedby={describedBy('grievanceOfficerName')}
              {...register('grievanceOfficerName')}
            />
            <FieldError
              id="company-grievanceOfficerName-error"
              message={errors.grievanceOfficerName?.message}
            />
          </div>
          <div>
            <TextField
              label="Grievance officer email"
              id="company-grievanceOfficerEmail"
              type="email"
              invalid={invalid('grievanceOfficerEmail')}
              aria-describedby={describedBy('grievanceOfficerEmail')}
              {...register('grievanceOfficerEmail')}
            />
            <FieldError
              id="company-grievanceOfficerEmail-error"
              message={errors.grievanceOfficerEmail?.message}
            />
          </div>
          <div>
            <TextField
              label="Grievance officer phone"
              id="company-grievanceOfficerPhone"
              type="tel"
              inputMode="tel"
              maxLength={10}
              invalid={invalid('grievanceOfficerPhone')}
              aria-describedby={describedBy('grievanceOfficerPhone')}
              {...register('grievanceOfficerPhone')}
            />
            <FieldError
              id="company-grievanceOfficerPhone-error"
              message={errors.grievanceOfficerPhone?.message}
            />
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="company-logo" className="text-sm font-semibold text-ink">
            Logo (optional: PNG, JPEG or WebP, at most 1 MB)
          </label>
          <div className="flex items-center gap-3">
            {company.data?.logoUrl ? (
              <img
                src={company.data.logoUrl}
                alt="Current logo"
                className="size-11 shrink-0 rounded-lg border border-slate-200 object-contain"
              />
            ) : null}
            <input
              id="company-logo"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={onLogo}
              aria-invalid={logoError ? true : undefined}
              aria-describedby={logoError ? 'company-logo-error' : undefined}
              className="block min-h-11 w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
            />
          </div>
          <FieldError id="company-logo-error" message={logoError} />
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          <p
            role="status"
            aria-live="polite"
            data-testid="company-result"
            className={result?.ok ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}
          >
            {result?.text}
          </p>
        </div>
      </form>
    </AdminPage>
  );
}
