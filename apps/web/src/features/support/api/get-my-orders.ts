import type { orderSchema } from '@paywise/domain/contracts/orders';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The fields of GET /api/orders the complaint form's order picker uses. */
export type PickableOrder = Pick<
  z.infer<typeof orderSchema>,
  'id' | 'type' | 'operator' | 'amount' | 'dateTime' | 'status' | 'billNumber' | 'bbpsTransactionId'
>;

export function getRecentOrders(): Promise<{ orders: PickableOrder[]; nextCursor: string | null }> {
  return api.get('/orders?limit=50');
}

export const recentOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['orders', 'list', 'complaint-picker'], queryFn: getRecentOrders });

/** The signed-in customer's 50 latest orders, to attach one to a complaint. */
export function useRecentOrders(enabled: boolean) {
  return useQuery({ ...recentOrdersQueryOptions(), enabled });
}
