import { SUPPORT_HOURS } from '@paywise/domain/support';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Accordion, type AccordionItem } from '../components/accordion';
import { LegalPage } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

export const FAQ: readonly AccordionItem[] = [
  {
    question: 'My payment went through but the recharge failed. What happens to my money?',
    answer: (
      <p>
        When an operator or biller rejects a recharge after you have paid, the order is marked Failed and the
        full amount is refunded automatically; you do not need to ask for it. How soon it shows depends on how
        you paid: see the next question. If the order stays Processing for more than 30 minutes, please raise
        a complaint with its order ID.
      </p>
    ),
  },
  {
    question: 'How long does a refund take to reach me?',
    answer: (
      <>
        <p>Refunds go back to the source you paid from. Once we have released them, banks usually take:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Debit and credit cards: 5-7 business days</li>
          <li>Net banking: 3-5 business days</li>
          <li>UPI and wallets: 1-3 business days</li>
          <li>Cash (for example a cash deposit at a partner outlet): 7-10 business days</li>
        </ul>
        <p className="mt-2">
          If you chose a refund to your wallet, the money is there instantly. Read the full{' '}
          <Link to={paths.customer.refund.getHref()} className={LINK}>
            Refund Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    question: 'When will I get my cashback or the instant discount?',
    answer: (
      <p>
        An instant discount of up to ₹100 is taken off the amount payable before you pay, so there is nothing
        to wait for. Cashback offers are credited after the recharge or bill payment succeeds, usually within
        24 hours and at the latest within 7 days. Cashback is not given on orders that fail or are refunded.
      </p>
    ),
  },
  {
    question: 'I recharged a wrong mobile number or DTH ID. Can I get the money back?',
    answer: (
      <p>
        Once an operator has credited a recharge, it cannot be reversed by us, so a successful recharge to a
        wrong number is not refundable. Please check the number, operator and circle on the payment summary
        before you press Pay. If the wrong number belongs to someone you know, the operator may help you
        directly; if the recharge failed, the amount is refunded as usual.
      </p>
    ),
  },
  {
    question: 'Why is my recharge or bill payment showing as Payment Pending or Processing?',
    answer: (
      <p>
        Payment Pending means we are waiting for your bank to confirm the payment; Processing means the
        payment is confirmed and we are waiting for the operator or biller. Most orders complete within a few
        minutes. You can follow every order in your Order History. Please do not pay again for the same bill
        while an order is pending: if it fails, the money comes back.
      </p>
    ),
  },
  {
    question: 'The biller has not updated my bill after a successful payment. What should I do?',
    answer: (
      <p>
        Electricity boards, water boards and other billers can take up to 3 working days to show a payment in
        their own records. Keep the order ID from your Order History as proof of payment. If your bill still
        shows as unpaid after that, raise a complaint with the reason &lsquo;Bill payment not updated by the
        biller&rsquo; and we will take it up with them.
      </p>
    ),
  },
  {
    question: 'Which payment methods can I use?',
    answer: (
      <p>
        You can pay by debit or credit card, net banking, UPI or wallet. You can browse plans and fill in
        every form without an account, but you need to be logged in to pay, so that the order and any refund
        are linked to you.
      </p>
    ),
  },
  {
    question: 'Is it safe to pay on this app?',
    answer: (
      <p>
        Yes. Every page is served over an encrypted connection, card and bank details are entered with the
        payment provider and never stored by us, and your password is stored only as a one-way hash. We will
        never ask for your password, card PIN, CVV or an OTP by phone, email or WhatsApp: anyone who does is
        not from us.
      </p>
    ),
  },
  {
    question: 'How do I raise a complaint or reach support?',
    answer: (
      <p>
        Use the{' '}
        <Link to={paths.customer.complaint.getHref()} className={LINK}>
          complaint form
        </Link>{' '}
        to get a ticket ID you can follow, or the{' '}
        <Link to={paths.customer.contact.getHref()} className={LINK}>
          Contact Us
        </Link>{' '}
        page to call, message us on WhatsApp or write to us. Support hours: {SUPPORT_HOURS}.
      </p>
    ),
  },
];

export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <LegalPage
      title="Frequently Asked Questions"
      lead="Answers to what our customers ask most about recharges, bill payments, refunds and cashback."
    >
      <Accordion items={FAQ} />
      <section
        aria-labelledby="faq-more-help"
        className="mt-8 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="faq-more-help" className="text-lg font-bold text-ink">
            Still need help?
          </h2>
          <p className="text-muted">A problem with an order? Tell us and we will look into it.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.customer.complaint.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Raise a Complaint
          </Link>
          <Link
            to={paths.customer.contact.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Contact Us
          </Link>
        </div>
      </section>
    </LegalPage>
  );
}
