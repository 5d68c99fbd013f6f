import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { SUPPORT_HOURS } from '@paywise/domain/support';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Accordion, type AccordionItem } from '../components/accordion';
import { LegalPage } from '../components/legal-page';
import { usePageTitle } from '../../../lib/use-page-title';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function FailedRechargeAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.failedRecharge.a',
        message:
          'When an operator or biller rejects a recharge after you have paid, the order is marked Failed and the full amount is refunded automatically; you do not need to ask for it. How soon it shows depends on how you paid: see the next question. If the order stays Processing for more than 30 minutes, please raise a complaint with its order ID.',
      })}
    </p>
  );
}

function RefundTimeAnswer() {
  const { i18n } = useLingui();
  return (
    <>
      <p>
        {i18n._({
          id: 'support.faq.refundTime.a',
          message:
            'Refunds go back to the source you paid from. Once we have released them, banks usually take:',
        })}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {i18n._({
            id: 'support.faq.refundTime.cards',
            message: 'Debit and credit cards: 5-7 business days',
          })}
        </li>
        <li>
          {i18n._({ id: 'support.faq.refundTime.netBanking', message: 'Net banking: 3-5 business days' })}
        </li>
        <li>{i18n._({ id: 'support.faq.refundTime.upi', message: 'UPI and wallets: 1-3 business days' })}</li>
        <li>
          {i18n._({
            id: 'support.faq.refundTime.cash',
            message: 'Cash (for example a cash deposit at a partner outlet): 7-10 business days',
          })}
        </li>
      </ul>
      <p className="mt-2">
        <Trans
          id="support.faq.refundTime.wallet"
          message="If you chose a refund to your wallet, the money is there instantly. Read the full <0>Refund Policy</0>."
          components={[<Link to={paths.customer.refund.getHref()} className={LINK} />]}
        />
      </p>
    </>
  );
}

function CashbackAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.cashback.a',
        message:
          'An instant discount of up to ₹100 is taken off the amount payable before you pay, so there is nothing to wait for. Cashback offers are credited after the recharge or bill payment succeeds, usually within 24 hours and at the latest within 7 days. Cashback is not given on orders that fail or are refunded.',
      })}
    </p>
  );
}

function WrongNumberAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.wrongNumber.a',
        message:
          'Once an operator has credited a recharge, it cannot be reversed by us, so a successful recharge to a wrong number is not refundable. Please check the number, operator and circle on the payment summary before you press Pay. If the wrong number belongs to someone you know, the operator may help you directly; if the recharge failed, the amount is refunded as usual.',
      })}
    </p>
  );
}

function PendingAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.pending.a',
        message:
          'Payment Pending means we are waiting for your bank to confirm the payment; Processing means the payment is confirmed and we are waiting for the operator or biller. Most orders complete within a few minutes. You can follow every order in your Order History. Please do not pay again for the same bill while an order is pending: if it fails, the money comes back.',
      })}
    </p>
  );
}

function BillNotUpdatedAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.billNotUpdated.a',
        message:
          'Electricity boards, water boards and other billers can take up to 3 working days to show a payment in their own records. Keep the order ID from your Order History as proof of payment. If your bill still shows as unpaid after that, raise a complaint with the reason ‘Bill payment not updated by the biller’ and we will take it up with them.',
      })}
    </p>
  );
}

function PaymentMethodsAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.paymentMethods.a',
        message:
          'You can pay by debit or credit card, net banking, UPI or wallet. You can browse plans and fill in every form without an account, but you need to be logged in to pay, so that the order and any refund are linked to you.',
      })}
    </p>
  );
}

function SafeAnswer() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._({
        id: 'support.faq.safe.a',
        message:
          'Yes. Every page is served over an encrypted connection, card and bank details are entered with the payment provider and never stored by us, and your password is stored only as a one-way hash. We will never ask for your password, card PIN, CVV or an OTP by phone, email or WhatsApp: anyone who does is not from us.',
      })}
    </p>
  );
}

function ReachSupportAnswer() {
  const { i18n } = useLingui();
  const hours =
    i18n.locale === 'en'
      ? SUPPORT_HOURS
      : i18n._({ id: 'support.contact.hoursText', message: 'Mon-Sat 10:00 AM to 6:00 PM, Sunday offline' });
  return (
    <p>
      <Trans
        id="support.faq.reachSupport.a"
        message="Use the <0>complaint form</0> to get a ticket ID you can follow, or the <1>Contact Us</1> page to call, message us on WhatsApp or write to us. Support hours: {hours}."
        values={{ hours }}
        components={[
          <Link to={paths.customer.complaint.getHref()} className={LINK} />,
          <Link to={paths.customer.contact.getHref()} className={LINK} />,
        ]}
      />
    </p>
  );
}

interface FaqEntry {
  question: MessageDescriptor;
  answer: ReactNode;
}

const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: /*i18n*/ {
      id: 'support.faq.failedRecharge.q',
      message: 'My payment went through but the recharge failed. What happens to my money?',
    },
    answer: <FailedRechargeAnswer />,
  },
  {
    question: /*i18n*/ {
      id: 'support.faq.refundTime.q',
      message: 'How long does a refund take to reach me?',
    },
    answer: <RefundTimeAnswer />,
  },
  {
    question: /*i18n*/ {
      id: 'support.faq.cashback.q',
      message: 'When will I get my cashback or the instant discount?',
    },
    answer: <CashbackAnswer />,
  },
  {
    question: /*i18n*/ {
      id: 'support.faq.wrongNumber.q',
      message: 'I recharged a wrong mobile number or DTH ID. Can I get the money back?',
    },
    answer: <WrongNumberAnswer />,
  },
  {
    question: /*i18n*/ {
      id: 'support.faq.pending.q',
      message: 'Why is my recharge or bill payment showing as Payment Pending or Processing?',
    },
    answer: <PendingAnswer />,
  },
  {
    question: /*i18n*/ {
      id: 'support.faq.billNotUpdated.q',
      message: 'The biller has not updated my bill after a successful payment. What should I do?',
    },
    answer: <BillNotUpdatedAnswer />,
  },
  {
    question: /*i18n*/ { id: 'support.faq.paymentMethods.q', message: 'Which payment methods can I use?' },
    answer: <PaymentMethodsAnswer />,
  },
  {
    question: /*i18n*/ { id: 'support.faq.safe.q', message: 'Is it safe to pay on this app?' },
    answer: <SafeAnswer />,
  },
  {
    question: /*i18n*/ {
      id: 'support.faq.reachSupport.q',
      message: 'How do I raise a complaint or reach support?',
    },
    answer: <ReachSupportAnswer />,
  },
];

/**
 * The questions in English, for the prerendered page's FAQPage structured data (entry-server.tsx renders each
 * answer on its own, outside the app, with an English provider of its own: no second Lingui set-up here, which
 * would split Lingui out of the first page's chunk).
 */
export const FAQ: readonly AccordionItem[] = FAQ_ENTRIES.map((entry) => ({
  question: entry.question.message ?? '',
  answer: entry.answer,
}));

export default function FaqPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._({ id: 'support.faq.pageTitle', message: 'FAQ' }));
  const items = FAQ_ENTRIES.map((entry) => ({ question: i18n._(entry.question), answer: entry.answer }));
  return (
    <LegalPage
      title={i18n._({ id: 'support.faq.title', message: 'Frequently Asked Questions' })}
      lead={i18n._({
        id: 'support.faq.lead',
        message:
          'Answers to what our customers ask most about recharges, bill payments, refunds and cashback.',
      })}
    >
      <Accordion items={items} />
      <section
        aria-labelledby="faq-more-help"
        className="mt-8 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="faq-more-help" className="text-lg font-bold text-ink">
            {i18n._({ id: 'support.faq.moreHelp.title', message: 'Still need help?' })}
          </h2>
          <p className="text-muted">
            {i18n._({
              id: 'support.faq.moreHelp.text',
              message: 'A problem with an order? Tell us and we will look into it.',
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.customer.complaint.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {i18n._({ id: 'support.faq.moreHelp.complaint', message: 'Raise a Complaint' })}
          </Link>
          <Link
            to={paths.customer.contact.getHref()}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {i18n._({ id: 'support.link.contact', message: 'Contact Us' })}
          </Link>
        </div>
      </section>
    </LegalPage>
  );
}
