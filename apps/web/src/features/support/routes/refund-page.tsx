import { SUPPORT_HOURS } from '@paywise/domain/support';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FALLBACK_COMPANY_NAME, useCompany } from '../../../lib/company';
import { LegalPage, LegalSection } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export default function RefundPage() {
  usePageTitle('Refund Policy');
  const { data: company } = useCompany();
  const name = company?.name || FALLBACK_COMPANY_NAME;
  return (
    <LegalPage
      title="Refund Policy"
      updated="25-11-2026"
      lead={`When ${name} cannot deliver what you paid for, you get your money back. This page explains when a refund is due, where it goes and how long it takes.`}
    >
      <LegalSection title="When you get a refund">
        <ul>
          <li>Your payment succeeded but the recharge or bill payment failed at the operator or biller.</li>
          <li>Your account was debited but the order was never created, or was marked Failed.</li>
          <li>You were charged twice for the same order: the duplicate payment is returned.</li>
        </ul>
        <p>
          Failed orders are refunded automatically. You do not need to raise a request, although you are
          welcome to raise a complaint if a refund has not reached you in the time shown below.
        </p>
      </LegalSection>

      <LegalSection title="Where the money goes and how long it takes">
        <p>
          A refund is sent back to the original source of payment (the same card, bank account, UPI ID or
          wallet you paid from) and is released within 7 working days. If you chose to receive it in your
          wallet, it is credited instantly.
        </p>
        <p>Once released, the time your bank needs to show it on your statement is usually:</p>
        <ul>
          <li>Debit and credit cards: 5-7 business days</li>
          <li>Net banking: 3-5 business days</li>
          <li>UPI and wallets: 1-3 business days</li>
          <li>Cash payments: 7-10 business days</li>
        </ul>
      </LegalSection>

      <LegalSection title="When a refund is not possible">
        <ul>
          <li>
            A successful recharge to a wrong number is not refundable. The operator credits the number you
            enter and cannot take the recharge back, so please check the mobile number, DTH ID, account or
            consumer number on the payment summary before you pay.
          </li>
          <li>A successful bill payment made against a wrong consumer, account or vehicle number.</li>
          <li>A plan you chose yourself and later no longer want, once the operator has activated it.</li>
        </ul>
        <p>
          In these cases we will still share the order details you need to approach the operator or biller,
          who may be able to help you directly.
        </p>
      </LegalSection>

      <LegalSection title="Cashback and discounts">
        <p>
          An instant discount is part of the price you paid, so a refund returns the amount actually charged.
          Cashback earned on an order that is later refunded is withdrawn.
        </p>
      </LegalSection>

      <LegalSection title="Need help with a refund?">
        <p>
          Raise a{' '}
          <Link to={paths.customer.complaint.getHref()} className={LINK}>
            complaint
          </Link>{' '}
          with the reason &lsquo;Refund not received&rsquo; and your order ID, or{' '}
          <Link to={paths.customer.contact.getHref()} className={LINK}>
            contact us
          </Link>
          . Support hours: {SUPPORT_HOURS}. If we do not answer in time, or you are not satisfied, see{' '}
          <Link to={paths.customer.grievance.getHref()} className={LINK}>
            Grievance Redressal
          </Link>{' '}
          for the grievance officer and the RBI Integrated Ombudsman.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
