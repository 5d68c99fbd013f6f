import { Trans, useLingui } from '@lingui/react';
import { ORDER_RECORDS_RETENTION_YEARS, PRIVACY_NOTICE_VERSION } from '@paywise/domain/contracts/privacy';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { LegalSection } from '../legal-page';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** The privacy notice's first section: the notice's version and the whole policy in five points. */
export function PrivacySummarySection() {
  const { i18n } = useLingui();
  const strong = [<strong />];
  return (
    <LegalSection title={i18n._({ id: 'support.privacy.short.title', message: 'In short' })}>
      <p data-testid="notice-version">
        {i18n._({
          id: 'support.privacy.short.notice',
          message:
            'This is our privacy notice under the Digital Personal Data Protection Act, 2023, version {version}. When you sign up, you agree to it; we record which version and when.',
          values: { version: PRIVACY_NOTICE_VERSION },
        })}
      </p>
      <ul>
        <li>
          <Trans
            id="support.privacy.short.keep"
            message="<0>What we keep:</0> your account (name, email, mobile number), your orders and payments, the numbers and billers you save, your complaints, and what you chose to receive from us."
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.short.why"
            message="<0>Why:</0> to recharge and pay bills for you, refund what fails, answer your complaints and send you the messages you asked for."
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.short.howLong"
            message="<0>How long:</0> your account until you delete it; order and payment records for {years} years after the order, as Indian tax and payment rules require, also after you delete your account (then without your name)."
            values={{ years: ORDER_RECORDS_RETENTION_YEARS }}
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.short.share"
            message="<0>Who we share it with:</0> the payment gateway that takes your payment, the operator or biller of your order, and the SMS and email providers that deliver our messages to you. Nobody else, and we never sell it."
            components={strong}
          />
        </li>
        <li>
          <Trans
            id="support.privacy.short.rights"
            message="<0>Your rights:</0> download your data, choose what we send you, or delete your account at any time from <1>Your data</1> in your profile. Complaints about how we handle your data go to our <2>grievance officer</2>."
            components={[
              <strong />,
              <Link to={paths.profile.yourData.getHref()} className={LINK} />,
              <Link to={paths.customer.grievance.getHref()} className={LINK} />,
            ]}
          />
        </li>
      </ul>
    </LegalSection>
  );
}
