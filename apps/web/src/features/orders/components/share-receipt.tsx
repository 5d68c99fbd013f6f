import { useLingui } from '@lingui/react';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { formatOrderId } from '@paywise/domain/format';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/i18n/format';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * "Share receipt": the order page's link with a line saying what was paid, through the phone's share sheet (Web
 * Share API) where there is one, else the link copied with a notification.
 */
export function ShareReceiptButton({ order, className }: { order: OrderDetailDto; className: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const share = async () => {
    const url = new URL(paths.order.getHref(order.id), window.location.origin).href;
    const title = i18n._({
      id: 'orders.share.title',
      message: 'PayWise receipt {orderId}',
      values: { orderId: formatOrderId(order.id) },
    });
    const text = i18n._({
      id: 'orders.share.text',
      message: '{amount} to {operator} for {identifier}',
      values: { amount: format.inr(order.amountPayable), operator: order.operator, identifier: order.itemId },
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is not an error; a refused share falls back to copying the link.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(i18n._({ id: 'orders.share.copied', message: 'Receipt link copied' }));
    } catch {
      notifyError(i18n._({ id: 'orders.share.failed', message: 'The receipt link could not be copied.' }));
    }
  };
  return (
    <button type="button" className={className} onClick={() => void share()}>
      {i18n._({ id: 'orders.receipt.share', message: 'Share receipt' })}
    </button>
  );
}
