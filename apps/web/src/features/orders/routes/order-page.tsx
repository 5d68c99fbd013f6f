import { useLingui } from '@lingui/react';
import { formatOrderId } from '@paywise/domain/format';
import { useParams } from 'react-router';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrder } from '../api/get-order';
import { OrderSkeleton } from '../components/order-skeleton';
import { Receipt } from '../components/receipt';
import '../receipt-print.css';

/** /order/{id}: a positive whole number, else null (shown as not found without asking the server). */
function parseOrderId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export default function OrderPage() {
  const { i18n } = useLingui();
  const orderId = parseOrderId(useParams().orderId);
  const query = useOrder(orderId);

  usePageTitle(orderId ? formatOrderId(orderId) : i18n._({ id: 'orders.page.title', message: 'Order' }));

  const notFound = orderId === null || hasErrorCode(query.error, 'ORDER_NOT_FOUND');
  return (
    <section className="w-full px-4 py-8">
      {notFound ? (
        <p role="alert" className="mx-auto max-w-2xl text-center text-lg font-semibold text-red-700">
          {i18n._({ id: 'orders.page.notFound', message: 'Recharge not found.' })}
        </p>
      ) : query.data ? (
        // A failed poll keeps the last answer on screen (the next poll may well succeed).
        <Receipt order={query.data} />
      ) : query.isError ? (
        <p role="alert" className="mx-auto max-w-2xl text-center text-lg font-semibold text-red-700">
          {errorMessage(
            query.error,
            i18n._({ id: 'orders.page.fetchFailed', message: 'Failed to fetch recharge.' }),
          )}
        </p>
      ) : (
        <OrderSkeleton />
      )}
    </section>
  );
}
