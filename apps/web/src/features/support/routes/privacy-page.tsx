import { Trans, useLingui } from '@lingui/react';
import { ORDER_RECORDS_RETENTION_YEARS, PRIVACY_NOTICE_VERSION } from '@paywise/domain/contracts/privacy';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage, LegalSection } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function PrivacyPage() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'support.privacy.title', message: 'Privacy Policy' });
  usePageTitle(title);
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  const email = company?.email;
  const strong = [<strong />];
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

      <LegalSection title={i18n._({ id: 'support.privacy.collect.title', message: 'What we collect' })}>
        <ul>
          <li>
            <Trans
              id="support.privacy.collect.account"
              message="<0>Account details:</0> your username, email address, and, if you add them, your mobile number and date of birth."
              components={strong}
            />
          </li>
          <li>
            <Trans
              id="support.privacy.collect.order"
              message="<0>Order details:</0> the service, operator, circle, the number or account you recharge or pay for, the amount, the status and the time of each order."
              components={strong}
            />
          </li>
          <li>
            <Trans
              id="support.privacy.collect.support"
              message="<0>Support details:</0> what you write to us through the contact and complaint forms, with the name, email and mobile number you give there."
              components={strong}
            />
          </li>
          <li>
            <Trans
              id="support.privacy.collect.technical"
              message="<0>Technical details:</0> your IP address and basic request logs, kept to protect the service against abuse (for example to limit repeated login attempts)."
              components={strong}
            />
          </li>
        </ul>
        <p>
          {i18n._({
            id: 'support.privacy.collect.notCard',
            message:
              'We do not collect or store your card number, CVV, UPI PIN or net banking password: these are entered with the payment provider only.',
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.privacy.use.title', message: 'Why we use it' })}>
        <ul>
          <li>
            {i18n._({
              id: 'support.privacy.use.orders',
              message: 'To carry out your orders with operators and billers, and to refund failed orders.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.privacy.use.history',
              message: 'To show you your order history and the status of your complaints.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.privacy.use.emails',
              message:
                'To send you service emails, such as the one-time code that verifies your email address.',
            })}
          </li>
          <li>
            {i18n._({ id: 'support.privacy.use.answer', message: 'To answer your queries and complaints.' })}
          </li>
          <li>
            {i18n._({
              id: 'support.privacy.use.fraud',
              message: 'To detect and prevent fraud, and to meet our legal and tax obligations.',
            })}
          </li>
        </ul>
        <p>
          {i18n._({
            id: 'support.privacy.use.noSale',
            message:
              'We do not sell your personal data, and we do not use it for advertising by third parties.',
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.privacy.share.title', message: 'Who we share it with' })}>
        <p>
          {i18n._({
            id: 'support.privacy.share.text',
            message:
              'Only with those who need it to serve you: the operator or biller of your order (the number or account and the amount), the payment provider that processes your payment, and authorities when the law requires it. Each of them may use the data only for that purpose.',
          })}
        </p>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.privacy.protect.title', message: 'How we protect it' })}>
        <ul>
          <li>
            {i18n._({
              id: 'support.privacy.protect.encrypted',
              message: 'All traffic to and from the app is encrypted.',
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.privacy.protect.passwords',
              message: 'Passwords are stored only as one-way hashes; nobody at {name} can read them.',
              values: { name },
            })}
          </li>
          <li>
            {i18n._({
              id: 'support.privacy.protect.staff',
              message: 'Staff access to customer data is limited to the people who need it to support you.',
            })}
          </li>
        </ul>
      </LegalSection>

      <LegalSection title={i18n._({ id: 'support.privacy.keep.title', message: 'How long we keep it' })}>
        <p>
          {i18n._({
            id: 'support.privacy.keep.text',
            message:
              'Order and payment records are kept for as long as Indian tax and payment rules require, usually 8 years. Support messages are kept for 3 years after the last reply. Account details are kept while your account is open.',
          })}
        </p>
      </LegalSection>

      <LegalSection
        title={i18n._({ id: 'support.privacy.rights.title', message: 'Your choices and rights' })}
      >
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
    </LegalPage>
  );
}
