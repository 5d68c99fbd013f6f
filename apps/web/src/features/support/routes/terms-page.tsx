import { useLingui } from '@lingui/react';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage } from '../components/legal-page';
import {
  TermsComplaintSection,
  TermsLawSection,
  TermsLiabilitySection,
  TermsRefundSection,
  TermsUseSection,
} from '../components/terms/terms-legal-sections';
import {
  TermsAboutSection,
  TermsAccountSection,
  TermsOrderSection,
  TermsPaymentSection,
} from '../components/terms/terms-service-sections';
import { usePageTitle } from '../../../lib/use-page-title';

export default function TermsPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'support.terms.title', message: 'Terms & Conditions' });
  usePageTitle(title);
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  return (
    <LegalPage
      title={title}
      updated="25-11-2026"
      lead={i18n._({
        id: 'support.terms.lead',
        message:
          'These terms govern your use of {name} for mobile, DTH, data card, FASTag and metro card recharges and for bill payments. By creating an account or making a payment you accept them.',
        values: { name },
      })}
    >
      <div className="flex flex-col gap-3">
        <TermsAboutSection name={name} />
        <TermsAccountSection />
        <TermsOrderSection />
        <TermsPaymentSection />
        <TermsRefundSection />
        <TermsComplaintSection />
        <TermsUseSection />
        <TermsLiabilitySection />
        <TermsLawSection />
      </div>
    </LegalPage>
  );
}
