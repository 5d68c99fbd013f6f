import { ORDER_RECORDS_RETENTION_YEARS, PRIVACY_NOTICE_VERSION } from '@paywise/domain/contracts/privacy';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage, LegalSection } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  const email = company?.email;
  return (
    <LegalPage
      title="Privacy Policy"
      updated="27-11-2026"
      lead={`${name} collects only what it needs to carry out your recharges and bill payments and to support you. This page explains what that is, why, and the choices you have.`}
    >
      <LegalSection title="In short">
        <p data-testid="notice-version">
          This is our privacy notice under the Digital Personal Data Protection Act, 2023, version{' '}
          {PRIVACY_NOTICE_VERSION}. When you sign up, you agree to it; we record which version and when.
        </p>
        <ul>
          <li>
            <strong>What we keep:</strong> your account (name, email, mobile number), your orders and
            payments, the numbers and billers you save, your complaints, and what you chose to receive from
            us.
          </li>
          <li>
            <strong>Why:</strong> to recharge and pay bills for you, refund what fails, answer your complaints
            and send you the messages you asked for.
          </li>
          <li>
            <strong>How long:</strong> your account until you delete it; order and payment records for{' '}
            {ORDER_RECORDS_RETENTION_YEARS} years after the order, as Indian tax and payment rules require,
            also after you delete your account (then without your name).
          </li>
          <li>
            <strong>Who we share it with:</strong> the payment gateway that takes your payment, the operator
            or biller of your order, and the SMS and email providers that deliver our messages to you. Nobody
            else, and we never sell it.
          </li>
          <li>
            <strong>Your rights:</strong> download your data, choose what we send you, or delete your account
            at any time from{' '}
            <Link to={paths.profile.yourData.getHref()} className={LINK}>
              Your data
            </Link>{' '}
            in your profile. Complaints about how we handle your data go to our{' '}
            <Link to={paths.customer.grievance.getHref()} className={LINK}>
              grievance officer
            </Link>
            .
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your username, email address, and, if you add them, your mobile
            number and date of birth.
          </li>
          <li>
            <strong>Order details:</strong> the service, operator, circle, the number or account you recharge
            or pay for, the amount, the status and the time of each order.
          </li>
          <li>
            <strong>Support details:</strong> what you write to us through the contact and complaint forms,
            with the name, email and mobile number you give there.
          </li>
          <li>
            <strong>Technical details:</strong> your IP address and basic request logs, kept to protect the
            service against abuse (for example to limit repeated login attempts).
          </li>
        </ul>
        <p>
          We do not collect or store your card number, CVV, UPI PIN or net banking password: these are entered
          with the payment provider only.
        </p>
      </LegalSection>

      <LegalSection title="Why we use it">
        <ul>
          <li>To carry out your orders with operators and billers, and to refund failed orders.</li>
          <li>To show you your order history and the status of your complaints.</li>
          <li>To send you service emails, such as the one-time code that verifies your email address.</li>
          <li>To answer your queries and complaints.</li>
          <li>To detect and prevent fraud, and to meet our legal and tax obligations.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for advertising by third parties.</p>
      </LegalSection>

      <LegalSection title="Who we share it with">
        <p>
          Only with those who need it to serve you: the operator or biller of your order (the number or
          account and the amount), the payment provider that processes your payment, and authorities when the
          law requires it. Each of them may use the data only for that purpose.
        </p>
      </LegalSection>

      <LegalSection title="How we protect it">
        <ul>
          <li>All traffic to and from the app is encrypted.</li>
          <li>Passwords are stored only as one-way hashes; nobody at {name} can read them.</li>
          <li>Staff access to customer data is limited to the people who need it to support you.</li>
        </ul>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          Order and payment records are kept for as long as Indian tax and payment rules require, usually 8
          years. Support messages are kept for 3 years after the last reply. Account details are kept while
          your account is open.
        </p>
      </LegalSection>

      <LegalSection title="Your choices and rights">
        <ul>
          <li>You can see and correct your profile details at any time from your Profile page.</li>
          <li>
            You can ask us for a copy of your data, or to close your account and erase what we are not
            required to keep.
          </li>
          <li>
            You can withdraw consent to optional emails at any time; service emails about your orders
            continue.
          </li>
        </ul>
        <p>
          To make a request, write to us
          {email ? (
            <>
              {' '}
              at{' '}
              <a href={`mailto:${email}`} className={LINK}>
                {email}
              </a>
            </>
          ) : null}{' '}
          or use the{' '}
          <Link to={paths.customer.contact.getHref()} className={LINK}>
            Contact Us
          </Link>{' '}
          page. We answer within 30 days.
        </p>
      </LegalSection>

      <LegalSection title="Cookies and local storage">
        <p>
          We do not use advertising or tracking cookies. The app keeps your sign-in session in your
          browser&rsquo;s local storage so that you stay logged in; signing out removes it.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
