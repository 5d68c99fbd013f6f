import { formatInr, rupeesToPaise } from '../money';
import { findCircle } from './circles';
import {
  MAX_ORDER_AMOUNT_RUPEES,
  MIN_ORDER_AMOUNT_RUPEES,
  identifierRuleError,
  normalizeIdentifier,
} from './form-rules';
import { normaliseIndianMobile } from './mobile-number';
import { findOperator } from './operators';
import { SERVICES } from './services';
import type { DisplayType, OrderType, ServiceDefinition } from './types';
import { ORDER_TYPES } from './types';

/**
 * The server's check of an order against the SAME catalogue definitions the browser renders its pages from,
 * so the browser and the server cannot disagree on what a valid order is. Pure: no I/O, no clock.
 */

/** What a caller may send; the server's zod schema (contracts/orders.ts) has already checked the JSON types. */
export interface OrderInput {
  type?: string | null;
  operator?: string | null;
  amount?: number | string | null;
  number?: string | null;
  circle?: string | null;
  accountNumber?: string | null;
  serviceType?: string | null;
  /** Older recharge shape. */
  rechargeType?: string | null;
  mobileNumber?: string | null;
}

/** The order as stored: operator and circle in the catalogue's spelling, money in paise. */
export interface NormalisedOrder {
  /** A service's OrderType, or a registry category's type (CREDIT_CARD...: `registry` says which). */
  orderType: OrderType | RegistryOrderType;
  displayType: DisplayType | RegistryOrderType;
  /** The catalogue page it belongs to (mobile, datacard, gas, cylinder, ...), or the registry category's slug. */
  slug: ServiceDefinition['slug'] | RegistryOrderType;
  /**
   * An order of a registry category no specification page serves (decision 0043): the category (provider's name)
   * and the biller chosen, and whether the category's instant discount applies. Absent: a page's order.
   */
  registry?: {
    category: string;
    billerId: string;
    instantDiscount: boolean;
    /** The biller's parameters with their values (an order without a fetched bill). */
    customerParams: Array<{ name: string; value: string }>;
    /** Whether the biller's bills are fetched before paying (MANDATORY: the order must name its fetch). */
    fetchRequirement: string;
  };
  /** The fetched bill's payment option the order pays (its name), when it names one. */
  paymentOption?: string | null;
  operator: string;
  mobile: string | null;
  circle: string | null;
  accountNumber: string | null;
  serviceType: string | null;
  amountPaise: number;
}

export interface OrderFieldError {
  field: string;
  message: string;
  /** An amount outside the limits: below the least (TOO_SMALL) or above the most (TOO_LARGE) an order may be. */
  code?: 'TOO_SMALL' | 'TOO_LARGE';
}

/** The specification page of an order (null: a registry category's order, which has none). */
export function pageOfOrder(order: Pick<NormalisedOrder, 'slug' | 'registry'>): ServiceDefinition | null {
  if (order.registry) return null;
  return (SERVICES as Record<string, ServiceDefinition | undefined>)[order.slug] ?? null;
}

/** A registry category's type or slug: any text the registry gives (the compiler keeps it apart from OrderType). */
export type RegistryOrderType = string & { readonly registry?: never };

export type OrderValidation = { ok: true; order: NormalisedOrder } | { ok: false; error: OrderFieldError };

/** serviceType a MOBILE order may carry to mark a data card recharge (the data card page reuses MOBILE). */
export const DATA_CARD_SERVICE_TYPE = SERVICES.datacard.serviceType!;

/** serviceType a MOBILE order carries to be filed as a postpaid bill payment (the postpaid page). */
export const POSTPAID_SERVICE_TYPE = SERVICES.postpaid.serviceType!;

const fail = (field: string, message: string, code?: OrderFieldError['code']): OrderValidation => ({
  ok: false,
  error: code ? { field, message, code } : { field, message },
});
const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Which catalogue page an order is for, from its type and serviceType; a string is the serviceType error. */
function pickService(type: OrderType, serviceType: string | null | undefined): ServiceDefinition | string {
  if (type === 'MOBILE') {
    if (blank(serviceType)) return SERVICES.mobile;
    if (same(serviceType!, DATA_CARD_SERVICE_TYPE)) return SERVICES.datacard;
    if (same(serviceType!, POSTPAID_SERVICE_TYPE)) return SERVICES.postpaid;
    if (same(serviceType!, 'Mobile Recharge')) return SERVICES.mobile;
    return `must be empty, '${DATA_CARD_SERVICE_TYPE}' or '${POSTPAID_SERVICE_TYPE}' for MOBILE`;
  }
  if (type === 'GAS') {
    if (blank(serviceType) || same(serviceType!, SERVICES.gas.serviceType!)) return SERVICES.gas;
    if (same(serviceType!, SERVICES.cylinder.serviceType!)) return SERVICES.cylinder;
    return `must be '${SERVICES.gas.serviceType}' or '${SERVICES.cylinder.serviceType}' for GAS`;
  }
  const def = Object.values(SERVICES).find((service) => service.orderType === type)!;
  if (blank(serviceType)) return def;
  if (def.serviceType !== undefined && same(serviceType!, def.serviceType)) return def;
  return def.serviceType === undefined
    ? `must be empty for ${type}`
    : `must be '${def.serviceType}' for ${type} (or left out)`;
}

/** Aliases a caller may use as `type`: the read labels DATACARD, POSTPAID and CYLINDER map to their order type. */
function resolveType(input: OrderInput): { type: OrderType; serviceType: string | null | undefined } | null {
  const raw = (input.type ?? '').trim().toUpperCase();
  // The older recharge shape has no type: it is a mobile recharge.
  if (raw === '' && (!blank(input.mobileNumber) || !blank(input.rechargeType))) {
    return { type: 'MOBILE', serviceType: input.serviceType };
  }
  if (raw === 'DATACARD') return { type: 'MOBILE', serviceType: DATA_CARD_SERVICE_TYPE };
  if (raw === 'POSTPAID') return { type: 'MOBILE', serviceType: POSTPAID_SERVICE_TYPE };
  if (raw === 'CYLINDER') return { type: 'GAS', serviceType: SERVICES.cylinder.serviceType };
  const type = ORDER_TYPES.find((known) => known === raw);
  return type ? { type, serviceType: input.serviceType } : null;
}

/** The least an order may be (₹1): one rule with the browser's form checks. */
export { MIN_ORDER_AMOUNT_RUPEES };

/** The most an order may be by default (₹1,00,000): MAX_ORDER_AMOUNT's default. */
export { MAX_ORDER_AMOUNT_RUPEES };

/**
 * Checks an order the way the server must, in field order type, serviceType, operator, identifier, circle,
 * amount. `maxAmountRupees` is the configured MAX_ORDER_AMOUNT, `minAmountRupees` MIN_ORDER_AMOUNT (the higher
 * of it and the service's own minimum applies). Returns the normalised order or the first error.
 */
export function validateOrderInput(
  input: OrderInput,
  maxAmountRupees: number,
  minAmountRupees: number = MIN_ORDER_AMOUNT_RUPEES,
): OrderValidation {
  const resolved = resolveType(input);
  if (!resolved) {
    return blank(input.type)
      ? fail('type', 'is required')
      : fail('type', `must be one of ${ORDER_TYPES.join(', ')}`);
  }
  const picked = pickService(resolved.type, resolved.serviceType);
  if (typeof picked === 'string') return fail('serviceType', picked);
  const def = picked;

  if (blank(input.operator)) return fail('operator', 'is required');
  const operator = findOperator(def.operatorList, input.operator!);
  if (!operator) return fail('operator', `is not one of the ${def.tileLabel} operators`);

  const isMobile = def.identifier.orderField === 'number';
  const identifierField = isMobile
    ? blank(input.number) && !blank(input.mobileNumber)
      ? 'mobileNumber'
      : 'number'
    : 'accountNumber';
  const rawIdentifier =
    (isMobile ? (blank(input.number) ? input.mobileNumber : input.number) : input.accountNumber) ?? '';
  if (blank(rawIdentifier)) return fail(identifierField, 'is required');
  // The input filter may drop characters (digits only, ...) but must never shorten an over-long value into a valid one.
  // A mobile number written with +91, spaces or brackets is longer than its 10 digits, and the rule reads it whole.
  const isWrittenMobile = def.identifier.filter === 'digits10' && normaliseIndianMobile(rawIdentifier).ok;
  if (!isWrittenMobile && rawIdentifier.trim().length > def.identifier.maxLength) {
    return fail(identifierField, `must be ${def.identifier.ruleText}`);
  }
  const identifierError = identifierRuleError(def, rawIdentifier);
  if (identifierError !== null) return fail(identifierField, `must be ${def.identifier.ruleText}`);
  // Stored as the page's input filter leaves it, trimmed (e.g. a challan number upper-cased).
  const identifier = normalizeIdentifier(def, rawIdentifier);

  let circle: string | null = null;
  if (def.hasCircle) {
    if (blank(input.circle)) return fail('circle', 'is required');
    const found = findCircle(input.circle!);
    if (!found) return fail('circle', 'is not one of the telecom circles');
    circle = found.name;
  }

  const amount = input.amount;
  if (amount === undefined || amount === null || (typeof amount === 'string' && amount.trim() === '')) {
    return fail('amount', 'is required');
  }
  const amountPaise = rupeesToPaise(amount);
  if (amountPaise === null && Number(amount) < 0) return fail('amount', 'must be greater than 0');
  if (amountPaise === null) return fail('amount', 'must be a number of rupees with at most 2 decimals');
  if (amountPaise <= 0) return fail('amount', 'must be greater than 0');
  const minRupees = Math.max(def.amount.minRupees ?? 0, minAmountRupees);
  if (amountPaise < Math.round(minRupees * 100)) {
    return fail('amount', `must be at least ${formatInr(minRupees)}`, 'TOO_SMALL');
  }
  // A configured maximum with more than 2 decimals (99.999) still limits: to the whole paise below it.
  const maxPaise = rupeesToPaise(maxAmountRupees) ?? Math.floor(maxAmountRupees * 100);
  if (amountPaise > maxPaise) {
    return fail('amount', `must be at most ${formatInr(maxAmountRupees)}`, 'TOO_LARGE');
  }

  return {
    ok: true,
    order: {
      orderType: def.orderType,
      displayType: def.displayType,
      slug: def.slug,
      operator: operator.name,
      mobile: isMobile ? identifier : null,
      circle,
      accountNumber: isMobile ? null : identifier,
      serviceType: def.serviceType ?? null,
      amountPaise,
    },
  };
}
