import { useLingui } from '@lingui/react';
import { bbpsComplaintCoolingHours, bbpsComplaintWindow } from '@paywise/domain/bbps-complaints';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { useFormat } from '../../../lib/i18n/format';
import { useNowUntil } from '../../../lib/use-now-until';

/**
 * Under "Get help with this order" of a bill paid through Bharat Connect: from when a Bharat Connect complaint
 * about it may be raised, while its cooling period runs (the harmonised TAT: 24 hours for utilities, decision
 * 0034). Nothing once it may be, and nothing for other orders; it goes by itself at that moment.
 */
export function BbpsComplaintNotice({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const tat = bbpsComplaintWindow({
    type: order.type,
    status: order.status,
    createdAt: order.dateTime,
    bbpsTransactionId: order.bbpsTransactionId,
    paysFetchedBill: order.billNumber != null,
  });
  const now = useNowUntil(tat.state === 'early' ? tat.opensAt : null);
  if (tat.state !== 'early' || now.getTime() >= tat.opensAt.getTime()) return null;
  return (
    <p className="receipt-actions mt-3 text-sm text-muted" data-testid="bbps-complaint-from">
      {i18n._({
        id: 'orders.page.bbpsComplaintFrom',
        message:
          'You can raise a Bharat Connect complaint about this payment from {dateTime} IST ({hours} hours after it was made).',
        values: { dateTime: format.dateTime(tat.opensAt), hours: bbpsComplaintCoolingHours(order.type) },
      })}
    </p>
  );
}
