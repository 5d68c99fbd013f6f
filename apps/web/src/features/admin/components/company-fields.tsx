import type { ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/field';
import type { CompanyFormFields } from './use-company-form';

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
      {message}
    </p>
  );
}

/** The company's own details: name, email, phone, address and pincode. */
export function CompanyDetailsFields({ fields }: { fields: CompanyFormFields }) {
  const { register, errors, invalid, describedBy } = fields;
  return (
    <>
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
    </>
  );
}

/** The grievance officer the Grievance Redressal page names. */
export function GrievanceOfficerFields({ fields }: { fields: CompanyFormFields }) {
  const { register, errors, invalid, describedBy } = fields;
  return (
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
        <FieldError id="company-grievanceOfficerName-error" message={errors.grievanceOfficerName?.message} />
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
  );
}

/** The logo file, with the current logo beside it. */
export function CompanyLogoField({
  logoUrl,
  logoError,
  onLogo,
}: {
  logoUrl?: string | null;
  logoError?: string;
  onLogo(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="company-logo" className="text-sm font-semibold text-ink">
        Logo (optional: PNG, JPEG or WebP, at most 1 MB)
      </label>
      <div className="flex items-center gap-3">
        {logoUrl ? (
          <img
            src={logoUrl}
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
  );
}
