import { normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { CreateOrderBody, CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OrderFormInput {
  operator: string;
  identifier: string;
  circle: string;
  /** Rupees. */
  amount: number;
  /** Sent when the order pays a fetched bill. */
  billFetchRef?: string;
  /** The catalogue plan chosen (mobile, data card): the server stores what it gives with the order. */
  planId?: number | null;
}

/**
 * The order body (contracts/orders' CreateOrderBody, docs/product.md#orders) for a service: MOBILE pages send
 * number and circle, every other page accountNumber; the type is the catalogue's and the amount is in rupees.
 */
export function buildOrderBody(def: ServiceDefinition, input: OrderFormInput): CreateOrderBody {
  const identifier = normalizeIdentifier(def, input.identifier);
  const body: CreateOrderBody = { type: def.orderType, operator: input.operator, amount: input.amount };
  if (def.identifier.orderField === 'number') {
    body.number = identifier;
    body.circle = input.circle;
  } else {
    body.accountNumber = identifier;
  }
  if (def.serviceType !== undefined) body.serviceType = def.serviceType;
  if (input.billFetchRef) body.billFetchRef = input.billFetchRef;
  if (input.planId) body.planId = input.planId;
  return body;
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID() exists only on secure origins (https, localhost), so a plain
 * http address on a local network falls back to the same 122 random bits from getRandomValues().
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createOrder({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) {
  return api.post<CreatedOrderDto>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
    // A refused order may be a plan no longer offered (409, live plans changed since shown): read the plans again.
    onError: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
