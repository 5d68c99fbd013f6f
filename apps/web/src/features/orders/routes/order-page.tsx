import { identifierLabelFor } from '@paywise/domain/catalogue/services';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import {
  displayStatus,
  formatDateTime,
  formatOrderId,
  formatPaymentId,
  type OrderStatus,
} from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { OrderStatusBadge } from '../components/order-status-badge';
import '../receipt-print.css';

/** What the page says for each real status: a failed order never claims the payment succeeded. */
const OUTCOME: Record<OrderStatus, { heading: string; payment: string; tone: string; icon: string }> = {
  Completed: { heading: 'Payment Successful', payment: 'Paid', tone: 'text-green-800', icon: '✓' },
  Processing: { heading: 'Payment Received', payment: 'Paid', tone: 'text-slate-800', icon: '◷' },
  'Payment Pending': { heading: 'Payment Pending', payment: 'Pending', tone: 'text-amber-900', icon: '…' },
  Failed: { heading: 'Payment Failed', payment: 'Failed', tone: 'text-red-700', icon: '✕' },
};

const NOTE: Partial<Record<OrderStatus, string>> = {
  Processing:
    'Your payment was received and the operator is processing it. This page shows the latest status.',
  'Payment Pending': 'We are waiting for the payment to be confirmed.',
};

/** /order/{id}: a positive whole number, else null (shown as not found without asking the server). */
function parseOrderId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('text-right font-semibold break-words', mono && 'font-mono')}>{value}</dd>
    </div>
  );
}

function Receipt({ order }: { order: OrderDto }) {
  const status = displayStatus(order.status);
  const outcome = OUTCOME[status];
  // MOBILE orders carry a mobile number; every other type its identifier under the section-3 label.
  const identifier = order.mobile
    ? { label: 'Mobile Number', value: order.mobile }
    : { label: identifierLabelFor(order.type), value: order.accountNumber ?? order.itemId };

  return (
    <article className="print-receipt mx-auto max-w-2xl" aria-labelledby="order-outcome">
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <p className="text-sm text-muted">PayWise payment receipt</p>
        <p className="mt-1 text-4xl font-bold text-ink">{formatInr(order.amount)}</p>
        <h1 id="order-outcome" className={cn('mt-2 text-2xl font-bold', outcome.tone)}>
          <span aria-hidden="true">{outcome.icon} </span>
          {outcome.heading}
        </h1>
        {status === 'Failed' && (
          <p role="alert" className="mt-2 font-semibold text-red-700">
            {order.failureReason ?? 'The payment did not go through.'}
          </p>
        )}
        {NOTE[status] && <p className="mt-2 text-muted">{NOTE[status]}</p>}
      </div>

      <section
        className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="summary-title"
      >
        <h2 id="summary-title" className="text-lg font-bold">
          Order Summary
        </h2>
        <dl className="mt-2">
          <Row label="Order ID" value={formatOrderId(order.id)} mono />
          <Row label="Date" value={formatDateTime(order.dateTime)} />
          <Row label="Type" value={order.type} />
          {order.serviceType && <Row label="Service" value={order.serviceType} />}
          <Row label="Operator" value={order.operator} />
          <Row label={identifier.label} value={identifier.value} />
          {order.circle && <Row label="Circle" value={order.circle} />}
          <Row label="Amount" value={formatInr(order.amount)} />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-muted">Order Status</dt>
            <dd>
              <OrderStatusBadge status={status} />
            </dd>
          </div>
        </dl>
      </section>

      <section
        className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="payment-title"
      >
        <h2 id="payment-title" className="text-lg font-bold">
          Payment Details
        </h2>
        <dl className="mt-2">
          <Row label="Payment ID" value={formatPaymentId(order.id)} mono />
          <Row label="Payment Source" value={order.paymentSource} />
          <Row label="Payment Status" value={outcome.payment} />
          <Row label="Amount Paid" value={status === 'Failed' ? formatInr(0) : formatInr(order.amount)} />
          <Row label="Customer" value={order.consumer} />
        </dl>
      </section>

      <div className="receipt-actions mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.print()}>Print receipt</Button>
        <Link
          to="/orderhistory"
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Order History
        </Link>
      </div>
    </article>
  );
}

export default function OrderPage() {
  const orderId = parseOrderId(useParams().orderId);
  const query = useOrder(orderId);

  useEffect(() => {
    document.title = `${orderId ? formatOrderId(orderId) : 'Order'} | PayWise`;
  }, [orderId]);

  const notFound = orderId === null || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <section className="w-full px-4 py-8">
      {notFound ? (
        <p role="alert" className="mx-auto max-w-2xl text-center text-lg font-semibold text-red-700">
          Recharge not found.
        </p>
      ) : query.isError ? (
        <p role="alert" className="mx-auto max-w-2xl text-center text-lg font-semibold text-red-700">
          {errorMessage(query.error, 'Failed to fetch recharge.')}
        </p>
      ) : query.data ? (
        <Receipt order={query.data} />
      ) : (
        <p role="status" className="text-center text-muted">
          Loading...
        </p>
      )}
    </section>
  );
}
