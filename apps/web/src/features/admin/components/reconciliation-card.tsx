import type { ReconciliationRun } from '@paywise/domain/contracts/admin';
import { formatDateTime, formatOrderId } from '@paywise/domain/format';
import { formatPaise } from '@paywise/domain/money';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAdminReconciliation, useRunReconciliation } from '../api/get-admin-reconciliation';
import { ListState } from './admin-page';

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'warn' }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className={`text-2xl font-bold ${tone === 'warn' && value > 0 ? 'text-amber-800' : 'text-ink'}`}>
        {value.toLocaleString('en-IN')}
      </dd>
    </div>
  );
}

/** The payments the run could not settle: the admin looks at each in the gateway's dashboard. */
export function Unresolved({ run }: { run: ReconciliationRun }) {
  if (run.unresolved.length === 0) {
    return <p className="mt-3 text-sm text-muted">No payments need attention.</p>;
  }
  return (
    <div className="mt-4">
      <h3 className="text-base font-semibold text-ink">Needs attention ({run.unresolved.length})</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Payments the reconciliation could not settle</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Payment
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Order
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Amount
              </th>
              <th scope="col" className="py-2 font-semibold">
                Why
              </th>
            </tr>
          </thead>
          <tbody>
            {run.unresolved.map((item) => (
              <tr key={item.paymentId} className="border-t border-slate-200 align-top">
                <td className="py-2 pr-3 font-mono break-all">{item.paymentId}</td>
                <td className="py-2 pr-3">
                  {item.orderId !== null ? formatOrderId(item.orderId) : (item.gatewayOrderId ?? '—')}
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPaise(item.amountPaise)}</td>
                <td className="py-2">{item.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The daily reconciliation (docs/decisions/0016) on the dashboard: when the last run finished, what it found
 * (payments matched to their orders, refunded by the run, of a mismatched amount, unknown to us) and the list of
 * payments it could not settle. "Run now" runs it at once (admin only, as the API is).
 */
export function ReconciliationCard() {
  const status = useAdminReconciliation();
  const run = useRunReconciliation();
  const last = status.data?.lastRun ?? null;

  let body: ReactNode;
  if (last) {
    body = (
      <>
        <p className="mt-1 text-sm text-muted">Last run: {formatDateTime(last.finishedAt)} (India time)</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Matched" value={last.matched} />
          <Figure label="Refunded now" value={last.refunded} />
          <Figure label="Mismatched amounts" value={last.mismatched} tone="warn" />
          <Figure label="Unknown payments" value={last.unknown} tone="warn" />
          <Figure label="Orders checked with providers" value={last.providerChecked} />
          <Figure label="Reversed by a provider, refunded" value={last.providerReversed} tone="warn" />
          <Figure label="Providers not answering" value={last.providerUnanswered} tone="warn" />
          <Figure label="Finished from a provider's list" value={last.providerSettled} />
          <Figure label="Unknown to us at a provider" value={last.providerUnknown} tone="warn" />
        </dl>
        <Unresolved run={last} />
      </>
    );
  } else if (status.isError) {
    body = (
      <ListState tone="error">{errorMessage(status.error, 'Failed to fetch the reconciliation.')}</ListState>
    );
  } else if (status.isPending) {
    body = <ListState>Loading the reconciliation...</ListState>;
  } else {
    body = (
      <p className="mt-3 text-sm text-muted">
        Not run yet. It runs every day at 03:30 India time over the last 48 hours of payments.
      </p>
    );
  }

  return (
    <section
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      aria-labelledby="reconciliation-title"
      data-testid="reconciliation-card"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="reconciliation-title" className="text-lg font-bold text-ink">
          Payment reconciliation
        </h2>
        <Button variant="secondary" onClick={() => run.mutate()} disabled={run.isPending}>
          {run.isPending ? 'Running...' : 'Run now'}
        </Button>
      </div>
      {run.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(run.error, 'The reconciliation could not run. Please try again.')}
        </p>
      ) : null}
      {body}
    </section>
  );
}
