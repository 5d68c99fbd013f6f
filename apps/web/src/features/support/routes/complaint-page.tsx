import { useLingui } from '@lingui/react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/session';
import { ComplaintForm } from '../components/complaint-form';
import { MyTickets } from '../components/my-tickets';
import { OrderHelp } from '../components/order-help';

export default function ComplaintPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._({ id: 'support.complaint.title', message: 'Complaint' }));
  const { status, user } = useSession();
  const isSignedIn = status === 'signedIn' && user !== null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        {i18n._({ id: 'support.complaint.title', message: 'Complaint' })}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {i18n._({
          id: 'support.complaint.lead',
          message:
            'Tell us what went wrong. Every complaint gets a ticket ID, and its status moves from Open to In progress to Resolved as we work on it.',
        })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* A new account gets a fresh form, prefilled with its own details. */}
        <ComplaintForm key={user?.id ?? 'visitor'} />
        <aside
          className="flex flex-col gap-6"
          aria-label={i18n._({ id: 'support.orderHelp.label', message: 'Help with your order' })}
        >
          <OrderHelp isSignedIn={isSignedIn} />
          {isSignedIn ? <MyTickets /> : null}
        </aside>
      </div>
    </div>
  );
}
