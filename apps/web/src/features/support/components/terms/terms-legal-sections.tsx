import { useLingui } from '@lingui/react';
import { TermsSection } from './terms-section';

/** 5. Failed orders and refunds. */
export function TermsRefundSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title5', message: '5. Failed orders and refunds' })}>
      <p>
        {i18n._({
          id: 'support.terms.text21',
          message:
            'If an order fails after you have paid, the amount is refunded to the original payment source within 7 working days, or instantly to your wallet. A successful recharge to a wrong number is not refundable. The details are in our Refund Policy.',
        })}
      </p>
    </TermsSection>
  );
}

/** 6. Complaints and support. */
export function TermsComplaintSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title6', message: '6. Complaints and support' })}>
      <p>
        {i18n._({
          id: 'support.terms.text22',
          message:
            'You can raise a complaint from the Complaint page and follow it by its ticket ID, or reach us through the Contact Us page. We aim to answer every complaint within 2 working days and to resolve it as quickly as the operator or biller involved allows.',
        })}
      </p>
    </TermsSection>
  );
}

/** 7. Acceptable use. */
export function TermsUseSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title7', message: '7. Acceptable use' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.terms.text23',
            message:
              'Do not use the service for anything unlawful, or to pay for someone else without their consent.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text24',
            message:
              'Do not try to break, overload or reverse-engineer the service, or to access other users’ data.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.terms.text25',
            message: 'Automated ordering or scraping without our written permission is not allowed.',
          })}
        </li>
      </ul>
    </TermsSection>
  );
}

/** 8. Liability. */
export function TermsLiabilitySection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title8', message: '8. Liability' })}>
      <p>
        {i18n._({
          id: 'support.terms.text26',
          message:
            'We are responsible for passing your paid order on correctly and for refunding failed orders. We are not responsible for outages, delays or service quality of operators and billers, or for losses caused by incorrect details entered by you. Nothing in these terms limits rights you have under Indian consumer law.',
        })}
      </p>
    </TermsSection>
  );
}

/** 9. Changes and governing law. */
export function TermsLawSection() {
  const { i18n } = useLingui();
  return (
    <TermsSection title={i18n._({ id: 'support.terms.title9', message: '9. Changes and governing law' })}>
      <p>
        {i18n._({
          id: 'support.terms.text27',
          message:
            'We may update these terms; the date at the top shows the latest version, and the terms in force when you place an order apply to that order. These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction.',
        })}
      </p>
    </TermsSection>
  );
}
