import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/i18n/format';

/** Bharat Connect's payment modes as BBPS reports them, in words (another mode shows as reported). */
const PAYMENT_MODES: Record<string, MessageDescriptor> = {
  UPI: /*i18n*/ { id: 'orders.bbps.mode.upi', message: 'UPI' },
  'Debit Card': /*i18n*/ { id: 'orders.bbps.mode.debitCard', message: 'Debit Card' },
  'Credit Card': /*i18n*/ { id: 'orders.bbps.mode.creditCard', message: 'Credit Card' },
  'Internet Banking': /*i18n*/ { id: 'orders.bbps.mode.netBanking', message: 'Internet Banking' },
  Wallet: /*i18n*/ { id: 'orders.bbps.mode.wallet', message: 'Wallet' },
};

/** The agent channels an online app pays through (BBPS's INT and MOB). */
const CHANNELS: Record<string, MessageDescriptor> = {
  INT: /*i18n*/ { id: 'orders.bbps.channel.int', message: 'Internet (INT)' },
  MOB: /*i18n*/ { id: 'orders.bbps.channel.mob', message: 'Mobile app (MOB)' },
};

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('text-right font-semibold [overflow-wrap:anywhere]', mono && 'font-mono')}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A bill paid through Bharat Connect (BBPS): its references as the receipt and the confirmation mail carry them
 * (docs/decisions/0035), under Bharat Connect's name (a text mark: we may not ship its logo). Nothing for
 * any other order.
 */
export function BharatConnectDetails({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (!order.bbpsTransactionId) return null;
  const mode = order.bbpsPaymentMode;
  const channel = order.bbpsChannel;
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="bharat-connect-title"
      data-testid="bharat-connect-details"
    >
      <h2 id="bharat-connect-title" className="text-lg font-bold">
        <Trans
          id="orders.bbps.title"
          message="Paid through <0>Bharat Connect</0>"
          components={[<span className="text-brand-700" />]}
        />
      </h2>
      <dl className="mt-2">
        <Row
          label={i18n._({ id: 'orders.bbps.txnId', message: 'B-Connect Txn ID' })}
          value={order.bbpsTransactionId}
          mono
        />
        <Row
          label={i18n._({ id: 'orders.bbps.billerName', message: 'Biller Name' })}
          value={order.operator}
        />
        {order.billerId ? (
          <Row
            label={i18n._({ id: 'orders.bbps.billerId', message: 'Biller ID' })}
            value={order.billerId}
            mono
          />
        ) : null}
        {order.billCustomerName ? (
          <Row
            label={i18n._({ id: 'orders.bbps.customerName', message: 'Customer Name' })}
            value={order.billCustomerName}
          />
        ) : null}
        {order.billDate ? (
          <Row
            label={i18n._({ id: 'orders.bbps.billDate', message: 'Bill Date' })}
            value={format.date(order.billDate)}
          />
        ) : null}
        {order.billerReference ? (
          <Row
            label={i18n._({ id: 'orders.bbps.billerReference', message: 'Biller Reference' })}
            value={order.billerReference}
            mono
          />
        ) : null}
        {order.approvalNumber ? (
          <Row
            label={i18n._({ id: 'orders.bbps.approvalNumber', message: 'Approval Number' })}
            value={order.approvalNumber}
            mono
          />
        ) : null}
        {mode ? (
          <Row
            label={i18n._({ id: 'orders.bbps.paymentMode', message: 'Payment Mode' })}
            value={PAYMENT_MODES[mode] ? i18n._(PAYMENT_MODES[mode]) : mode}
          />
        ) : null}
        {channel ? (
          <Row
            label={i18n._({ id: 'orders.bbps.channel', message: 'Payment Channel' })}
            value={CHANNELS[channel] ? i18n._(CHANNELS[channel]) : channel}
          />
        ) : null}
      </dl>
    </section>
  );
}
