import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { formatOrderId } from '@paywise/domain/format';
import { useEffect } from 'react';
import type { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/ui/field';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { useRecentOrders } from '../api/get-my-orders';
import type { ComplaintFormInput } from '../complaint-form-values';
import { fieldError } from '../texts';
import { BbpsComplaintFields } from './bbps-complaint';

/** What the order list says under it: loading, failed, empty, or that choosing an order is optional. */
function ordersHint(i18n: I18n, orders: ReturnType<typeof useRecentOrders>, optionCount: number): string {
  return orders.isError
    ? i18n._({
        id: 'support.complaint.orders.failed',
        message: 'Your orders could not be loaded; you can still send the complaint without one.',
      })
    : orders.isPending
      ? i18n._({ id: 'support.complaint.orders.loading', message: 'Loading your orders...' })
      : optionCount === 0
        ? i18n._({ id: 'support.complaint.orders.none', message: 'You have no orders yet.' })
        : i18n._({
            id: 'support.complaint.orders.hint',
            message: 'Optional: choose the order this complaint is about.',
          });
}

export function OrderPicker({
  register,
  setValue,
  prefilled,
  error,
  selected,
  kind,
  kindError,
  disputeError,
}: {
  register: ReturnType<typeof useForm<ComplaintFormInput>>['register'];
  setValue: ReturnType<typeof useForm<ComplaintFormInput>>['setValue'];
  /** The order the page was opened for ('' for none): chosen, and listed even when older than the latest 50. */
  prefilled: string;
  error?: string;
  /** The order now chosen ('' for none). */
  selected: string;
  /** The Bharat Connect complaint kind now chosen ('' for none). */
  kind: string | null | undefined;
  kindError?: string;
  disputeError?: string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const orders = useRecentOrders(true);
  const options = (orders.data?.orders ?? []).map((order) => ({
    value: String(order.id),
    label: `${formatOrderId(order.id)} · ${catalogueText(i18n, orderTypeLabel(order.type))} · ${order.operator} · ${format.inr(order.amount)} · ${format.dateTime(order.dateTime)}`,
  }));
  if (prefilled && !options.some((option) => option.value === prefilled)) {
    options.unshift({ value: prefilled, label: formatOrderId(prefilled) });
  }
  // The list arrives after the form: choose the order again once its option has its full label.
  const hasLoaded = orders.isSuccess;
  useEffect(() => {
    if (prefilled && hasLoaded) setValue('orderId', prefilled);
  }, [prefilled, hasLoaded, setValue]);
  const hint = ordersHint(i18n, orders, options.length);
  const chosen = (orders.data?.orders ?? []).find((order) => String(order.id) === selected);
  return (
    <>
      <SelectField
        label={i18n._({ id: 'support.complaint.order.label', message: 'Order (optional)' })}
        placeholder={i18n._({
          id: 'support.complaint.order.placeholder',
          message: 'Not about a specific order',
        })}
        options={options}
        hint={hint}
        error={fieldError(i18n, error)}
        {...register('orderId', {
          // Another order: no Bharat Connect complaint chosen for it yet.
          onChange: () => {
            setValue('bbpsComplaintType', '');
            setValue('bbpsDisputeType', '');
          },
        })}
      />
      {chosen ? (
        // A new order, a new choice: the kind and reason chosen for another order are not kept.
        <BbpsComplaintFields
          key={chosen.id}
          order={chosen}
          kind={kind ?? ''}
          kindField={register('bbpsComplaintType', {
            // Another kind, other reasons.
            onChange: () => setValue('bbpsDisputeType', ''),
          })}
          reasonField={register('bbpsDisputeType')}
          kindError={kindError}
          reasonError={disputeError}
        />
      ) : null}
    </>
  );
}
