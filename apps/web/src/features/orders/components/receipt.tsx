import { useLingui } from '@lingui/react';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { displayStatus } from '@paywise/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { isOrderUnfinished } from '../api/get-order';
import { BharatConnectDetails } from './bharat-connect-details';
import { OrderSummary } from './order-summary';
import { PaymentDetails } from './payment-details';
import { PlanReminderOffer } from './plan-reminder-offer';
import { ReceiptHeader } from './receipt-header';
import { ReceiptPdfButtons } from './receipt-pdf-buttons';
import { OrderGrievanceNote, RefundTimeline } from './refund-timeline';
import { SaveNumber } from './save-number';
import { StatusUpdates } from './status-updates';

/** The order page's receipt: what happened, the order and its payment, its history, and what to do next. */
export function Receipt({ order }: { order: OrderDetailDto }) {
  const { i18n } = useLingui();
  const status = displayStatus(order.status);
  return (
    <article className="print-receipt mx-auto max-w-2xl" aria-labelledby="order-outcome">
      <ReceiptHeader order={order} status={status} />

      <OrderSummary order={order} status={status} />

      <BharatConnectDetails order={order} />

      <PaymentDetails order={order} status={status} />

      {/* Every refund with its clock, and where to escalate (docs/decisions/0024). */}
      <RefundTimeline refunds={order.refunds} />

      {status === 'Completed' ? <SaveNumber order={order} /> : null}
      {status === 'Completed' && order.plan ? <PlanReminderOffer /> : null}

      {/* `?? []`: a server older than the order history answers without events. */}
      <StatusUpdates events={order.events ?? []} isLive={isOrderUnfinished(order)} />

      <div className="receipt-actions mt-6 flex flex-wrap justify-center gap-3">
        <ReceiptPdfButtons orderId={order.id} />
        <Button variant="secondary" onClick={() => window.print()}>
          {i18n._({ id: 'orders.page.print', message: 'Print receipt' })}
        </Button>
        <Link
          to={paths.orderHistory.getHref()}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {i18n._({ id: 'orders.page.history', message: 'Order History' })}
        </Link>
      </div>
      <OrderGrievanceNote />
    </article>
  );
}
