import { useLingui } from '@lingui/react';
import type { OrderStatus } from '@paywise/domain/format';
import { useState } from 'react';

/**
 * Says a status change out loud, once, when it happens while the page is open (not the status the page
 * opened with: the heading says that).
 */
export function useStatusAnnouncement(status: OrderStatus, heading: string): string {
  const { i18n } = useLingui();
  const [seen, setSeen] = useState({ status, announcement: '' });
  if (seen.status !== status) {
    setSeen({
      status,
      announcement: i18n._({
        id: 'orders.page.statusUpdated',
        message: 'Order status updated: {status}.',
        values: { status: heading },
      }),
    });
  }
  return seen.status === status ? seen.announcement : '';
}
