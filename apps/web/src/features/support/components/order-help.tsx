import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** What to know before raising a complaint about an order, and where else to look. */
export function OrderHelp({ isSignedIn }: { isSignedIn: boolean }) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="order-help"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="order-help" className="text-lg font-bold text-brand-900">
        {i18n._({ id: 'support.orderHelp.title', message: 'Order Help and Support' })}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
        <li>
          {i18n._({
            id: 'support.orderHelp.refund',
            message:
              'Money debited but the recharge or bill shows as failed? It is refunded to the original payment source within 7 working days, or to your wallet instantly.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'support.orderHelp.pending',
            message:
              'A pending recharge usually completes within 30 minutes; please wait before raising a ticket.',
          })}
        </li>
        <li>
          {isSignedIn
            ? i18n._({
                id: 'support.orderHelp.pickOrder',
                message: 'Pick the order in the form so we can trace it at once.',
              })
            : i18n._({
                id: 'support.orderHelp.signIn',
                message: 'Sign in to attach an order to your complaint and to follow your tickets here.',
              })}
        </li>
        <li>
          {i18n._({
            id: 'support.orderHelp.keepTicket',
            message: 'Keep your ticket ID: it is how we find your complaint when you call or write to us.',
          })}
        </li>
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-4">
        <Link to={paths.customer.faq.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.readFaq', message: 'Read the FAQ' })}
        </Link>
        <Link to={paths.customer.refund.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.refund', message: 'Refund Policy' })}
        </Link>
        <Link to={paths.customer.contact.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.contact', message: 'Contact Us' })}
        </Link>
        <Link to={paths.customer.grievance.getHref()} className={`${LINK} inline-flex min-h-11 items-center`}>
          {i18n._({ id: 'support.link.grievance', message: 'Grievance Redressal' })}
        </Link>
      </p>
    </section>
  );
}
