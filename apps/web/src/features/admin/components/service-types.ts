import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';

/** Service (display) types as the orders carry them, with the tile name people know them by. */
export const SERVICE_TYPE_OPTIONS: { value: string; label: string }[] = [
  ...new Map(SERVICE_LIST.map((s) => [s.displayType, { value: s.displayType, label: s.tileLabel }])).values(),
];

const LABELS = new Map(SERVICE_TYPE_OPTIONS.map((o) => [o.value, o.label]));

export const serviceTypeLabel = (type: string) => LABELS.get(type) ?? type;

/** The same types named as the order pages name them (Mobile Recharge, Electricity Bill...): the lists' filter. */
export const ORDER_TYPE_OPTIONS: { value: string; label: string }[] = SERVICE_TYPE_OPTIONS.map(
  ({ value }) => ({
    value,
    label: orderTypeLabel(value),
  }),
);
