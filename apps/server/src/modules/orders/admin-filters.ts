import { DAY_MS, indiaDayStart } from '@paywise/domain/time';
import { badRequestWithFieldCodes } from '../../lib/app-error';
import type { OrderFilters } from './repo';

/** Admin filters from the query: India dates to instants (both ends inclusive), ORDID00123 to 123. */
export function adminFilters(query: {
  type?: string;
  orderType?: string;
  status?: OrderFilters['status'];
  paymentMethod?: string;
  from?: string;
  to?: string;
  email?: string;
  orderId?: string;
}): OrderFilters {
  const filters: OrderFilters = {};
  if (query.type) filters.displayType = query.type;
  if (query.orderType) filters.orderType = query.orderType;
  if (query.status) filters.status = query.status;
  if (query.paymentMethod) filters.paymentMethod = query.paymentMethod;
  if (query.from) filters.createdFrom = indiaDayStart(query.from);
  if (query.to) filters.createdBefore = new Date(indiaDayStart(query.to).getTime() + DAY_MS);
  if (query.email) filters.customerEmail = query.email;
  if (query.orderId) filters.orderId = Number(query.orderId.replace(/^ORDID00/i, ''));
  for (const [field, at] of [
    ['from', filters.createdFrom],
    ['to', filters.createdBefore],
  ] as const) {
    if (at && Number.isNaN(at.getTime()))
      throw badRequestWithFieldCodes('VALIDATION', `${field}: is not a valid date`, {
        fields: { [field]: 'is not a valid date' },
        fieldCodes: { [field]: 'INVALID_FORMAT' },
      });
  }
  return filters;
}
