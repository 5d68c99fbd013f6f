import type { exportLinkSchema } from '@paywise/domain/contracts/admin';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderFilterParams, type OrderFilters } from './get-admin-orders';

type ExportLink = z.infer<typeof exportLinkSchema>;

/**
 * Downloads the CSV export of the filtered orders. A plain link cannot send the bearer token, so the server
 * first gives a link valid for a minute; following it lets the browser stream the file straight to disk
 * (no copy of a 1,000,000-row export in the page's memory).
 */
export async function exportOrdersCsv(filters: OrderFilters): Promise<void> {
  const { url } = await api.post<ExportLink>(`/admin/orders/export-link?${orderFilterParams(filters)}`);
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useExportOrdersCsv() {
  return useMutation({ mutationFn: exportOrdersCsv });
}
