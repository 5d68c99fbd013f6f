import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { orderIdentifierLabel } from '@paywise/domain/catalogue/repeat-link';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { formatOrderId, type OrderStatus } from '@paywise/domain/format';
import { PlanFacts } from '../../../components/plan-facts';
import { OrderStatusBadge } from '../../../components/ui/status-badge';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { orderTypeText, statusText } from '../order-texts';
import { ReceiptRow } from './receipt-row';

/** What the order was placed for: its number, or its account under its page's label. */
function orderIdentifier(i18n: I18n, order: OrderDetailDto): { label: string; value: string } {
  // MOBILE orders carry a mobile number; every other type its identifier under its page's label
  // (docs/product.md#orders).
  return order.mobile
    ? { label: i18n._({ id: 'orders.page.mobileNumber', message: 'Mobile Number' }), value: order.mobile }
    : {
        label: catalogueText(i18n, orderIdentifierLabel(order)),
        value: order.accountNumber ?? order.itemId,
      };
}

/** The fetched bill the order paid, when it was placed from one. */
function BillRows({ order }: { order: OrderDetailDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  // Only an order placed from a fetched bill names that bill; the other orders have no such fields.
  const { billNumber, billDueDate } = order as { billNumber?: string | null; billDueDate?: string | null };
  return (
    <>
      {billNumber ? (
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.billNumber', message: 'Bill Number' })}
          value={billNumber}
        />
      ) : null}
      {billDueDate ? (
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.billDueDate', message: 'Bill Due Date' })}
          value={format.date(billDueDate)}
        />
      ) : null}
    </>
  );
}

/** The plan bought, with its facts. */
function PlanRow({ plan }: { plan: NonNullable<OrderDetailDto['plan']> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <div className="border-b border-slate-100 py-2">
      <dt className="text-muted">{i18n._({ id: 'orders.summary.plan', message: 'Plan' })}</dt>
      <dd className="mt-1">
        <p className="font-semibold">
          {format.inr(plan.price)} · {catalogueText(i18n, plan.category)}
        </p>
        <PlanFacts plan={plan} className="mt-2" />
      </dd>
    </div>
  );
}

/** What the order cost: its amount, fee and discount, and what was payable. */
function AmountRows({ order }: { order: OrderDetailDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <ReceiptRow
        label={i18n._({ id: 'orders.summary.orderAmount', message: 'Order Amount' })}
        value={format.inr(order.amount)}
      />
      {order.convenienceFee ? (
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.convenienceFee', message: 'Convenience Fee' })}
          value={format.inr(order.convenienceFee)}
        />
      ) : null}
      {order.discount > 0 && (
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.discount', message: 'Discount' })}
          value={format.inr(-order.discount)}
        />
      )}
      <ReceiptRow
        label={i18n._({ id: 'orders.summary.amountPayable', message: 'Amount Payable' })}
        value={format.inr(order.amountPayable)}
      />
    </>
  );
}

/** The receipt's "Order Summary": what was bought, from whom, for how much, and where the order is now. */
export function OrderSummary({ order, status }: { order: OrderDetailDto; status: OrderStatus }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const identifier = orderIdentifier(i18n, order);
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="summary-title"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        {i18n._({ id: 'orders.summary.title', message: 'Order Summary' })}
      </h2>
      <dl className="mt-2">
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.type', message: 'Type' })}
          value={orderTypeText(i18n, order.type)}
        />
        {order.serviceType && order.serviceType !== orderTypeLabel(order.type) && (
          <ReceiptRow
            label={i18n._({ id: 'orders.summary.service', message: 'Service' })}
            value={order.serviceType}
          />
        )}
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.operator', message: 'Operator' })}
          value={order.operator}
        />
        <ReceiptRow label={identifier.label} value={identifier.value} />
        <BillRows order={order} />
        {order.circle && (
          <ReceiptRow
            label={i18n._({ id: 'orders.summary.circle', message: 'Circle' })}
            value={order.circle}
          />
        )}
        {/* The plan bought, as it was when the order was placed (none for an order without a plan). */}
        {order.plan ? <PlanRow plan={order.plan} /> : null}
        <AmountRows order={order} />
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.orderId', message: 'Order ID' })}
          value={formatOrderId(order.id)}
          mono
        />
        <ReceiptRow
          label={i18n._({ id: 'orders.summary.date', message: 'Date' })}
          value={format.dateTime(order.dateTime)}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <dt className="text-muted">
            {i18n._({ id: 'orders.summary.orderStatus', message: 'Order Status' })}
          </dt>
          <dd>
            <OrderStatusBadge status={status} label={statusText(i18n, { status, refunds: order.refunds })} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
