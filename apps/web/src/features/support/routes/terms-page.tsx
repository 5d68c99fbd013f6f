import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';
import { ChevronDown } from 'lucide-react';

function Section({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 text-lg font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
          strokeWidth={2.5}
        />
      </summary>
      <div className="space-y-3 px-5 pb-5 leading-relaxed text-ink [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </details>
  );
}

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
        <Section title={i18n._({ id: 'support.terms.title1', message: '1. About the service' })} open>
          <p>
            {i18n._({
              id: 'support.terms.text10',
              message:
                '{name} lets you recharge prepaid and postpaid mobiles, DTH connections, data cards, FASTags and metro cards, and pay bills such as electricity, broadband, water, piped gas, LPG cylinder booking, landline, education fees, housing society dues, municipal property tax and more. We pass your payment on to the operator or biller you choose; the service itself (talk time, data, electricity and so on) is provided by that operator or biller, under its own terms.',
              values: { name },
            })}
          </p>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title2', message: '2. Your account' })}>
          <ul>
            <li>
              {i18n._({
                id: 'support.terms.text11',
                message:
                  'You may browse and fill in forms without an account, but you must be logged in to pay.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text12',
                message:
                  'Keep your password to yourself. You are responsible for orders placed from your account until you tell us it has been misused.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text13',
                message: 'The details you give us (name, email, mobile number) must be your own and correct.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text14',
                message:
                  'We may suspend an account used for fraud, abuse of offers or attempts to harm the service.',
              })}
            </li>
          </ul>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title3', message: '3. Placing an order' })}>
          <ul>
            <li>
              {i18n._({
                id: 'support.terms.text15',
                message:
                  'Check the number, operator, circle, account or consumer number and amount on the payment summary before you press Pay. An order is carried out exactly as entered.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text16',
                message:
                  'Plans, prices and validity shown come from the operators and may change without notice; the operator’s current terms apply to the plan you receive.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text17',
                message:
                  'An order may be declined if the operator or biller rejects it, if the payment fails, or if it exceeds the maximum amount we accept for one order.',
              })}
            </li>
          </ul>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title4', message: '4. Payments, fees and offers' })}>
          <ul>
            <li>
              {i18n._({
                id: 'support.terms.text18',
                message:
                  'You can pay by debit or credit card, net banking, UPI or wallet. All amounts are in Indian rupees.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text19',
                message:
                  'Offers such as an instant discount of up to ₹100 or cashback apply only as described in each offer, once per eligible order, and may be withdrawn at any time. Cashback is credited within 24 hours to 7 days of a successful order.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'support.terms.text20',
                message: 'Any fee charged for an order is shown on the payment summary before you pay.',
              })}
            </li>
          </ul>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title5', message: '5. Failed orders and refunds' })}>
          <p>
            {i18n._({
              id: 'support.terms.text21',
              message:
                'If an order fails after you have paid, the amount is refunded to the original payment source within 7 working days, or instantly to your wallet. A successful recharge to a wrong number is not refundable. The details are in our Refund Policy.',
            })}
          </p>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title6', message: '6. Complaints and support' })}>
          <p>
            {i18n._({
              id: 'support.terms.text22',
              message:
                'You can raise a complaint from the Complaint page and follow it by its ticket ID, or reach us through the Contact Us page. We aim to answer every complaint within 2 working days and to resolve it as quickly as the operator or biller involved allows.',
            })}
          </p>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title7', message: '7. Acceptable use' })}>
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
        </Section>
        <Section title={i18n._({ id: 'support.terms.title8', message: '8. Liability' })}>
          <p>
            {i18n._({
              id: 'support.terms.text26',
              message:
                'We are responsible for passing your paid order on correctly and for refunding failed orders. We are not responsible for outages, delays or service quality of operators and billers, or for losses caused by incorrect details entered by you. Nothing in these terms limits rights you have under Indian consumer law.',
            })}
          </p>
        </Section>
        <Section title={i18n._({ id: 'support.terms.title9', message: '9. Changes and governing law' })}>
          <p>
            {i18n._({
              id: 'support.terms.text27',
              message:
                'We may update these terms; the date at the top shows the latest version, and the terms in force when you place an order apply to that order. These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction.',
            })}
          </p>
        </Section>
      </div>
    </LegalPage>
  );
}
