import type { NormalisedOrder, OrderValidation } from '@paywise/domain/catalogue/order-rules';
import { ORDER_TYPES } from '@paywise/domain/catalogue/types';
import type { CreateOrderBody } from '@paywise/domain/contracts/orders';
import { formatInr, rupeesToPaise } from '@paywise/domain/money';
import type { Database } from '../../db/client';
import { registryCategories } from '../billers';
import { categoryBiller, checkCustomerParams, checkFirstParam } from './fetch-bill';

/** The order types and read labels of the specification's pages: their orders are the catalogue's to check. */
const PAGE_TYPES: readonly string[] = [...ORDER_TYPES, 'DATACARD', 'POSTPAID', 'CYLINDER'];

/**
 * The check of an order of a registry category no page serves (decision 0043; `type` CREDIT_CARD...), or null
 * for any other order (the catalogue's validateOrderInput checks it). The biller is the registry's (`billerId`,
 * else the category's biller named `operator`), the identifier its first parameter (`accountNumber`, the
 * biller's pattern), the other parameters `customerParams` (kept when no bill is fetched; a fetched bill's are its
 * fetch's), the amount within the order limits. Throws 400 naming the field.
 */
export function createCategoryOrders(ctx: { db: Database; provider: string }) {
  return async function categoryOrder(
    body: CreateOrderBody,
    limits: { maxAmountRupees: number; minAmountRupees: number },
  ): Promise<OrderValidation | null> {
    const type = (body.type ?? '').trim().toUpperCase();
    if (type === '' || PAGE_TYPES.includes(type)) return null;
    const category = (await registryCategories(ctx.db, ctx.provider)).find(
      (candidate) => candidate.service === null && candidate.type === type,
    );
    if (!category) return null;
    const registered = await categoryBiller(ctx, {
      category,
      billerId: body.billerId,
      operator: body.operator,
    });
    const raw = body.accountNumber ?? '';
    if (raw.trim() === '') return { ok: false, error: { field: 'accountNumber', message: 'is required' } };
    const identifier = checkFirstParam(registered, raw);
    if (identifier.length > 64) {
      return { ok: false, error: { field: 'accountNumber', message: 'must be at most 64 characters' } };
    }
    const customerParams = body.billFetchRef
      ? []
      : checkCustomerParams(registered, identifier, body.customerParams ?? []);
    const amount = amountOf(body.amount, limits);
    if ('error' in amount) return { ok: false, error: amount.error };
    const order: NormalisedOrder = {
      orderType: category.type,
      displayType: category.type,
      slug: category.slug,
      operator: registered.name,
      mobile: null,
      circle: null,
      accountNumber: identifier,
      serviceType: null,
      amountPaise: amount.paise,
      registry: {
        category: category.providerName,
        billerId: registered.id,
        instantDiscount: category.instantDiscount,
        customerParams,
        fetchRequirement: registered.fetchRequirement,
      },
    };
    return { ok: true, order };
  };
}

/** The order's amount in paise within the configured limits, or the field error (the catalogue's wording). */
function amountOf(
  amount: CreateOrderBody['amount'],
  limits: { maxAmountRupees: number; minAmountRupees: number },
): { paise: number } | { error: { field: string; message: string; code?: 'TOO_SMALL' | 'TOO_LARGE' } } {
  if (typeof amount === 'string' && amount.trim() === '')
    return { error: { field: 'amount', message: 'is required' } };
  const paise = rupeesToPaise(amount);
  if (paise === null || paise <= 0) {
    return {
      error: {
        field: 'amount',
        message:
          Number(amount) < 0 || paise !== null
            ? 'must be greater than 0'
            : 'must be a number of rupees with at most 2 decimals',
      },
    };
  }
  if (paise < Math.round(limits.minAmountRupees * 100)) {
    return {
      error: {
        field: 'amount',
        message: `must be at least ${formatInr(limits.minAmountRupees)}`,
        code: 'TOO_SMALL',
      },
    };
  }
  const maxPaise = rupeesToPaise(limits.maxAmountRupees) ?? Math.floor(limits.maxAmountRupees * 100);
  if (paise > maxPaise) {
    return {
      error: {
        field: 'amount',
        message: `must be at most ${formatInr(limits.maxAmountRupees)}`,
        code: 'TOO_LARGE',
      },
    };
  }
  return { paise };
}
