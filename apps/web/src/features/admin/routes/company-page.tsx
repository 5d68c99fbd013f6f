import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { AdminPage, ListState } from '../components/admin-page';
import { CompanyDetailsFields, CompanyLogoField, GrievanceOfficerFields } from '../components/company-fields';
import { useCompanyForm } from '../components/use-company-form';

export default function CompanyPage() {
  const { company, isSaving, logoError, result, onLogo, onSubmit, fields } = useCompanyForm();

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
        <CompanyDetailsFields fields={fields} />
        <GrievanceOfficerFields fields={fields} />
        <CompanyLogoField logoUrl={company.data?.logoUrl} logoError={logoError} onLogo={onLogo} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save'}
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
