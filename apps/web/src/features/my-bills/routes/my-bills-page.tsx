import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { identifierLabelOf, SERVICES } from '@paywise/domain/catalogue/services';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { catalogueText, serviceText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  NEXT_DUE_FETCHES,
  useLastPaid,
  useMyBills,
  useNextDue,
  useRemoveSaved,
  type MyBill,
  type NextDue,
} from '../api/my-bills';
import { fetchAndPayHref } from '../fetch-and-pay';

const LINK_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800';

/** The customer's saved billers: what was paid last, and Fetch & pay for the bill due now. */
export default function MyBillsPage() {
  const { i18n } = useLingui();
  const { bills, isPending, error, refetch } = useMyBills();
  const title = i18n._({ id: 'myBills.title', message: 'My Bills' });

  usePageTitle(title);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8" aria-labelledby="my-bills-title">
      <h1 id="my-bills-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'myBills.intro',
          message: 'The billers you saved. Fetch & pay shows the bill due now before you pay anything.',
        })}
      </p>

      {isPending ? (
        <p role="status" className="mt-6 text-muted">
          {i18n._({ id: 'myBills.loading', message: 'Loading your billers...' })}
        </p>
      ) : null}
      {error && !isPending ? (
        <div className="mt-6">
          <p role="alert" className="font-semibold text-red-700">
            {errorMessage(
              error,
              i18n._({ id: 'myBills.loadFailed', message: 'Your billers could not be loaded.' }),
            )}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {i18n._({ id: 'myBills.retry', message: 'Try again' })}
          </Button>
        </div>
      ) : null}
      {!isPending && !error && bills.length === 0 ? <EmptyBills /> : null}

      {bills.length > 0 ? (
        <ul
          className="mt-6 flex flex-col gap-4"
          aria-label={i18n._({ id: 'myBills.list', message: 'Saved billers' })}
        >
          {bills.map((bill, index) => (
            <BillerRow key={bill.saved.id} bill={bill} fetchesDue={index < NEXT_DUE_FETCHES} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The "Next due" line: the bill due now, fetched on open. */
function nextDueText(i18n: I18n, format: ReturnType<typeof useFormat>, due: NextDue): string {
  switch (due.state) {
    case 'pending':
      return i18n._({ id: 'myBills.due.checking', message: 'Checking...' });
    case 'none':
      return i18n._({ id: 'myBills.due.none', message: 'No bill due' });
    case 'bill':
      return due.bill.paidAt
        ? i18n._({
            id: 'myBills.due.paid',
            message: 'Nothing due · paid on {date}',
            values: { date: format.date(due.bill.paidAt) },
          })
        : i18n._({
            id: 'myBills.due.amount',
            message: '{amount} by {date}',
            values: { amount: format.inr(due.bill.amount), date: format.date(due.bill.dueDate) },
          });
    default:
      return i18n._({ id: 'myBills.due.onFetch', message: 'Shown when you fetch the bill' });
  }
}

function BillerRow({ bill, fetchesDue }: { bill: MyBill; fetchesDue: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { saved, def } = bill;
  const last = useLastPaid(bill);
  const nextDue = useNextDue(bill, fetchesDue);
  const remove = useRemoveSaved();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const title = saved.nickname ?? saved.operator;
  const titleId = `biller-${saved.id}`;

  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);

  const onRemove = async () => {
    setError(null);
    try {
      await remove.mutateAsync(saved.id);
      notifySuccess(
        i18n._({ id: 'myBills.removed', message: '{title} removed from My Bills.', values: { title } }),
      );
    } catch (caught) {
      setError(
        errorMessage(
          caught,
          i18n._({
            id: 'myBills.removeFailed',
            message: 'The biller could not be removed. Please try again.',
          }),
        ),
      );
    }
  };

  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={titleId}
      data-testid="my-bill"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold break-words text-ink">
            {title}
          </h2>
          <p className="text-sm break-words text-muted">
            {serviceText(i18n, def, 'tileLabel')}
            {saved.nickname ? ` · ${saved.operator}` : ''}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-muted">
            {catalogueText(i18n, identifierLabelOf(SERVICES[def.slug], saved.operator))}
          </dt>
          <dd className="font-semibold break-words text-ink">{saved.identifier}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{i18n._({ id: 'myBills.lastPaid', message: 'Last paid' })}</dt>
          <dd className="font-semibold text-ink">
            {/* What was actually paid (after any discount), not the bill's amount. */}
            {last
              ? i18n._({
                  id: 'myBills.lastPaidOn',
                  message: '{amount} on {date}',
                  values: { amount: format.inr(last.lastPaidAmount), date: format.date(last.lastPaidAt) },
                })
              : i18n._({ id: 'myBills.notPaidYet', message: 'Not paid here yet' })}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{i18n._({ id: 'myBills.nextDue', message: 'Next due' })}</dt>
          <dd className="font-semibold text-ink" data-testid="next-due" aria-live="polite">
            {nextDueText(i18n, format, nextDue)}
          </dd>
        </div>
      </dl>
      {isConfirming ? (
        <div
          role="group"
          aria-label={i18n._({ id: 'myBills.confirmLabel', message: 'Remove {title}?', values: { title } })}
          className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          <p className="font-semibold text-ink">
            {i18n._({ id: 'myBills.confirm', message: 'Remove {title} from My Bills?', values: { title } })}
          </p>
          <p className="text-sm text-muted">
            {i18n._({ id: 'myBills.confirmNote', message: 'Your orders stay in your order history.' })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              ref={confirmRef}
              variant="danger"
              onClick={() => void onRemove()}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
            >
              {i18n._({ id: 'myBills.confirmYes', message: 'Yes, remove' })}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setIsConfirming(false);
                requestAnimationFrame(() => removeRef.current?.focus());
              }}
            >
              {i18n._({ id: 'myBills.confirmNo', message: 'Keep it' })}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="alert" className="text-sm font-semibold text-red-700">
        {error ?? ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          to={fetchAndPayHref(def, saved)}
          className={LINK_BUTTON}
          aria-label={i18n._({
            id: 'myBills.fetchLabel',
            message: 'Fetch & pay: {title}',
            values: { title },
          })}
        >
          {i18n._({ id: 'myBills.fetch', message: 'Fetch & pay' })}
        </Link>
        {isConfirming ? null : (
          <Button
            ref={removeRef}
            variant="secondary"
            onClick={() => setIsConfirming(true)}
            aria-label={i18n._({ id: 'myBills.removeLabel', message: 'Remove {title}', values: { title } })}
          >
            {i18n._({ id: 'myBills.remove', message: 'Remove' })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Nothing saved yet: how a biller gets here. */
function EmptyBills() {
  const { i18n } = useLingui();
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
      data-testid="my-bills-empty"
    >
      <p className="text-lg font-semibold text-ink">
        {i18n._({ id: 'myBills.empty', message: 'No saved billers yet' })}
      </p>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'myBills.emptyText',
          message:
            'Pay a bill, then choose Save this biller on the receipt: it will be here, one tap from its bill.',
        })}
      </p>
      <Link to={SERVICES.electricity.route} className={`mt-4 ${LINK_BUTTON}`}>
        {i18n._({ id: 'myBills.emptyAction', message: 'Pay an electricity bill' })}
      </Link>
    </div>
  );
}
