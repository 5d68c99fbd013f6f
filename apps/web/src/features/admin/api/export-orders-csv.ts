import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { orderFilterParams, type OrderFilters } from './get-admin-orders';

/**
 * Downloads GET /api/admin/orders/export.csv. The route needs the bearer token, which a plain link cannot
 * send, so the file is fetched and handed to the browser as a download.
 */
export async function exportOrdersCsv(filters: OrderFilters): Promise<void> {
  const token = sessionStore.get()?.token;
  const response = await fetch(`/api/admin/orders/export.csv?${orderFilterParams(filters)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'paywise-orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportOrdersCsv() {
  return useMutation({ mutationFn: exportOrdersCsv });
}
