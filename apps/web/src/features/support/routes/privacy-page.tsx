import { useLingui } from '@lingui/react';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage } from '../components/legal-page';
import {
  PrivacyCollectSection,
  PrivacyKeepSection,
  PrivacyProtectSection,
  PrivacyShareSection,
  PrivacyUseSection,
} from '../components/privacy/privacy-data-sections';
import { PrivacyCookiesSection, PrivacyRightsSection } from '../components/privacy/privacy-rights-sections';
import { PrivacySummarySection } from '../components/privacy/privacy-summary-section';
import { usePageTitle } from '../../../lib/use-page-title';

export default function PrivacyPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'support.privacy.title', message: 'Privacy Policy' });
  usePageTitle(title);
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  const email = company?.email;
  return (
    <LegalPage
      title={title}
      updated="27-11-2026"
      lead={i18n._({
        id: 'support.privacy.lead',
        message:
          '{name} collects only what it needs to carry out your recharges and bill payments and to support you. This page explains what that is, why, and the choices you have.',
        values: { name },
      })}
    >
      <PrivacySummarySection />
      <PrivacyCollectSection />
      <PrivacyUseSection />
      <PrivacyShareSection />
      <PrivacyProtectSection name={name} />
      <PrivacyKeepSection />
      <PrivacyRightsSection email={email} />
      <PrivacyCookiesSection />
    </LegalPage>
  );
}
