import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { LegalSection } from '../legal-page';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Your choices and rights, and where to ask for them. */
export function PrivacyRightsSection({ email }: { email?: string }) {
  const { i18n } = useLingui();
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.rights.title', message: 'Your choices and rights' })}>
      <ul>
        <li>
          {i18n._({
            id: 'support.privacy.rights.correct',
            message: 'You can see and correct your profile details at any time from your Profile page.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.rights.copy',
            message:
              'You can ask us for a copy of your data, or to close your account and erase what we are not required to keep.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.privacy.rights.withdraw',
            message:
              'You can withdraw consent to optional emails at any time; service emails about your orders continue.',
          })}
        </li>
      </ul>
      <p>
        {email ? (
          <Trans
            id="support.privacy.rights.requestEmail"
            message="To make a request, write to us at <0>{email}</0> or use the <1>Contact Us</1> page. We answer within 30 days."
            values={{ email }}
            components={[
              <a href={`mailto:${email}`} className={LINK} />,
              <Link to={paths.customer.contact.getHref()} className={LINK} />,
            ]}
          />
        ) : (
          <Trans
            id="support.privacy.rights.request"
            message="To make a request, write to us or use the <0>Contact Us</0> page. We answer within 30 days."
            components={[<Link to={paths.customer.contact.getHref()} className={LINK} />]}
          />
        )}
      </p>
    </LegalSection>
  );
}

/** Cookies and local storage. */
export function PrivacyCookiesSection() {
  const { i18n } = useLingui();
  return (
    <LegalSection
      title={i18n._({ id: 'support.privacy.cookies.title', message: 'Cookies and local storage' })}
    >
      <p>
        {i18n._({
          id: 'support.privacy.cookies.text',
          message:
            'We do not use advertising or tracking cookies. The app keeps your sign-in session in your browser’s local storage so that you stay logged in; signing out removes it.',
        })}
      </p>
    </LegalSection>
  );
}
