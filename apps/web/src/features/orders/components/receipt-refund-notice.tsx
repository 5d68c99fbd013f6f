import { Trans, useLingui } from '@lingui/react';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { isRefundInProgress } from '@paywise/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/i18n/format';
import { orderNoteText } from '../../../lib/order-notes';
import { lateRefundLines } from '../late-refunds';

/** A refunded order: how much went back, why, and the refund policy. */
export function RefundNotice({ order }: { order: OrderDetailDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const refundedAmount = format.inr(order.amountPayable);
  return (
    <>
      <p className="mt-2 font-semibold text-slate-800" data-testid="refund-notice">
        {isRefundInProgress(order)
          ? i18n._({
              id: 'orders.page.refundOnItsWay',
              message: '{amount} is on its way back to your payment source.',
              values: { amount: refundedAmount },
            })
          : order.refunds?.length
            ? i18n._({
                id: 'orders.page.refundStarted',
                message: '{amount} refunded to your payment source.',
                values: { amount: refundedAmount },
              })
            : i18n._({
                id: 'orders.page.refundNotice',
                message: '{amount} refunded to your payment source. Refunds take 5–7 working days.',
                values: { amount: refundedAmount },
              })}
      </p>
      {order.failureReason ? (
        <p className="mt-1 text-muted">{orderNoteText(i18n, order.failureReason)}</p>
      ) : null}
      <p className="mt-1 text-sm">
        <Link
          to={paths.customer.refund.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {i18n._({ id: 'orders.page.refundPolicy', message: 'Refund Policy' })}
        </Link>
      </p>
    </>
  );
}

/** Payments the order could not take (after it closed, a second one, ...): each refunded, never kept. */
export function LateRefundList({ order }: { order: OrderDetailDto }) {
  const { i18n } = useLingui();
  const lateRefunds = lateRefundLines(order.lateRefunds, { withClock: !!order.refunds?.length, i18n });
  return lateRefunds.length > 0 ? (
    <ul className="mt-3 space-y-2" data-testid="late-refunds">
      {lateRefunds.map((line) => (
        <li key={line.key}>
          <p className="font-semibold break-words text-slate-800">{line.text}</p>
          {line.refundReference ? (
            <p className="text-sm text-muted">
              <Trans
                id="orders.page.lateRefundReference"
                message="Refund reference <0>{reference}</0>"
                values={{ reference: line.refundReference }}
                components={[<span className="font-mono [overflow-wrap:anywhere]" />]}
              />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  ) : null;
}
