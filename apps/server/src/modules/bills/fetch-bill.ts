import { randomBytes } from 'node:crypto';
import { identifierRuleError, normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import { findOperator } from '@paywise/domain/catalogue/operators';
import { providerCategoryOfService, type BillCategory } from '@paywise/domain/catalogue/bill-categories';
import { SERVICES, servicesForOrderType } from '@paywise/domain/catalogue/services';
import { ORDER_TYPES, type OrderType, type ServiceDefinition } from '@paywise/domain/catalogue/types';
import {
  SERVICE_TYPE_ERROR,
  type BillDto,
  type FetchBillBody,
  type PaymentOptionDto,
} from '@paywise/domain/contracts/bills';
import { convenienceFeePaise, type AmountRule, type BillPaymentOption } from '@paywise/domain/bbps';
import { paiseToRupees } from '@paywise/domain/money';
import type { Bill, Biller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { billPaidAt } from '../orders';
import { registryBiller, registryCategories, type BillerRow } from '../billers';
import { insertBillFetch } from './repo';

export const NO_BILL_DUE = 'No bill is due for this account.';

/** A fetch's name: 'bf_' + 24 base64url characters (144 random bits), unguessable. */
const newBillFetchRef = () => `bf_${randomBytes(18).toString('base64url')}`;

/**
 * The page whose bill a fetch of `type` asks for: MOBILE (or POSTPAID) is a postpaid bill, GAS the piped gas
 * bill; undefined for a type no page has (a registry category's, or none).
 */
function billService(type: string): ServiceDefinition | undefined {
  if (type === 'MOBILE' || type === 'POSTPAID') return SERVICES.postpaid;
  if (type === 'CYLINDER') return SERVICES.cylinder;
  if (type === 'DATACARD') return SERVICES.datacard;
  if (!(ORDER_TYPES as readonly string[]).includes(type)) return undefined;
  return servicesForOrderType(type as OrderType)[0];
}

/** What a fetch needs besides its body: the database, the biller port, and whose registry it reads. */
export interface FetchContext {
  db: Database;
  biller: Biller;
  /** BILLER_PROVIDER: whose registry declares the biller's customer parameters and amount rule. */
  provider: string;
}

/**
 * The bill due on an account, as the biller answers it, recorded under a new ref that an order sends back
 * (billFetchRef). `customer` is the signed-in caller, or null for a visitor: a visitor's fetch may be paid by
 * whichever customer signs in to pay it (the bill card is shown before login). A `type` no page has is a registry
 * category's (fetchCategoryBill).
 */
export async function fetchBill(
  db: Database,
  biller: Biller,
  body: FetchBillBody,
  customer: UserRow | null,
  provider = 'sandbox',
): Promise<BillDto> {
  const ctx: FetchContext = { db, biller, provider };
  const type = body.type.trim().toUpperCase();
  const def = billService(type);
  if (!def) return fetchCategoryBill(ctx, { body, type, customer });
  if (def.bill === 'none') {
    throw badRequest('VALIDATION', `type: ${def.tileLabel} has no bills to fetch`, {
      type: `${def.tileLabel} has no bills to fetch`,
    });
  }
  const operator = findOperator(def.operatorList, body.operator);
  if (!operator) {
    throw badRequest('VALIDATION', `operator: is not one of the ${def.tileLabel} operators`, {
      operator: `is not one of the ${def.tileLabel} operators`,
    });
  }
  const identifierError = identifierRuleError(def, body.accountNumber);
  if (identifierError) throw badRequest('VALIDATION', identifierError, { accountNumber: identifierError });
  const identifier = normalizeIdentifier(def, body.accountNumber);
  const categoryName = providerCategoryOfService(def.slug) ?? def.tileLabel;
  const registered = await registryBiller(
    db,
    provider,
    body.billerId ? { id: body.billerId } : { category: categoryName, name: operator.name },
  );
  if (body.billerId && (!registered || registered.name !== operator.name)) {
    throw badRequest('VALIDATION', `billerId: is not the ${operator.name} biller`, {
      billerId: `is not the ${operator.name} biller`,
    });
  }
  const customerParams = registered
    ? checkCustomerParams(registered, identifier, body.customerParams ?? [])
    : undefined;

  const bill = await biller.fetchBill({
    orderType: def.orderType,
    displayType: def.displayType,
    operator: operator.name,
    accountNumber: identifier,
    customerMobile: customer?.phoneNumber ?? null,
    ...(registered ? { billerId: registered.id } : {}),
    ...(customerParams && customerParams.length > 1 ? { customerParams } : {}),
  });
  if (!bill) throw notFound('NO_BILL_DUE', NO_BILL_DUE);
  return recordBill(ctx, {
    bill,
    registered,
    customer,
    page: { slug: def.slug, orderType: def.orderType, displayType: def.displayType, def },
    operator: operator.name,
    identifier,
    category: registered ? { providerName: registered.category, slug: def.slug } : null,
    customerParams: customerParams ?? null,
  });
}

/**
 * A registry category's fetch (a `type` of GET /api/bills/categories no page has, e.g. CREDIT_CARD): the biller
 * is the registry's (billerId, else the category's biller named `operator`), `accountNumber` its first parameter
 * and `customerParams` the others, each checked against the biller's pattern; a biller taking no fetch is 400.
 */
async function fetchCategoryBill(
  ctx: FetchContext,
  input: { body: FetchBillBody; type: string; customer: UserRow | null },
): Promise<BillDto> {
  const { body, type, customer } = input;
  const categories = await registryCategories(ctx.db, ctx.provider);
  const category = categories.find((c) => c.service === null && c.type === type);
  if (!category) throw badRequest('VALIDATION', `type: ${SERVICE_TYPE_ERROR}`, { type: SERVICE_TYPE_ERROR });
  const registered = await categoryBiller(ctx, {
    category,
    billerId: body.billerId,
    operator: body.operator,
  });
  if (registered.fetchRequirement === 'NOT_SUPPORTED') {
    throw badRequest('VALIDATION', `billerId: ${registered.name} takes no bill fetch: type the amount`, {
      billerId: `${registered.name} takes no bill fetch: type the amount`,
    });
  }
  const identifier = checkFirstParam(registered, body.accountNumber);
  const customerParams = checkCustomerParams(registered, identifier, body.customerParams ?? []);
  const bill = await ctx.biller.fetchBill({
    orderType: category.type,
    displayType: category.type,
    operator: registered.name,
    accountNumber: identifier,
    customerMobile: customer?.phoneNumber ?? null,
    billerId: registered.id,
    ...(customerParams.length > 1 ? { customerParams } : {}),
  });
  if (!bill) throw notFound('NO_BILL_DUE', NO_BILL_DUE);
  return recordBill(ctx, {
    bill,
    registered,
    customer,
    page: { slug: category.slug, orderType: category.type, displayType: category.type, def: null },
    operator: registered.name,
    identifier,
    category: { providerName: category.providerName, slug: category.slug },
    customerParams,
  });
}

/**
 * The registry biller of a category's fetch or order: by id (it must be of the category), else by the category
 * and the name given; 400 naming billerId otherwise.
 */
export async function categoryBiller(
  ctx: Pick<FetchContext, 'db' | 'provider'>,
  input: { category: BillCategory; billerId: string | null | undefined; operator: string | null | undefined },
): Promise<BillerRow> {
  const { category } = input;
  const billerId = input.billerId?.trim();
  const name = input.operator?.trim() ?? '';
  const registered =
    billerId || name
      ? await registryBiller(
          ctx.db,
          ctx.provider,
          billerId ? { id: billerId } : { category: category.providerName, name },
        )
      : undefined;
  if (!registered || registered.category !== category.providerName) {
    const message = billerId || name ? `is not a ${category.names.en} biller` : 'is required';
    throw badRequest('VALIDATION', `billerId: ${message}`, { billerId: message });
  }
  return registered;
}

/** The account number as the biller's first parameter takes it (trimmed, its pattern); 400 naming the field. */
export function checkFirstParam(registered: Pick<BillerRow, 'params'>, value: string): string {
  const identifier = value.trim();
  const first = registered.params[0];
  if (first?.regex && !safePattern(first.regex).test(identifier)) {
    const message = `is not a valid ${first.name}`;
    throw badRequest('VALIDATION', `accountNumber: ${message}`, { accountNumber: message });
  }
  return identifier;
}

interface RecordedBill {
  bill: Bill;
  registered: BillerRow | undefined;
  customer: UserRow | null;
  /** The page's (def) or the category's (def null) slug and types the fetch is filed under. */
  page: {
    slug: string;
    orderType: string;
    displayType: string;
    def: ServiceDefinition | null;
  };
  operator: string;
  identifier: string;
  category: { providerName: string; slug: string } | null;
  customerParams: Array<{ name: string; value: string }> | null;
}

/** Records a fetched bill under a new ref and answers it (amounts in rupees, the options the biller offers). */
async function recordBill(ctx: FetchContext, input: RecordedBill): Promise<BillDto> {
  const { bill, registered, customer, page, operator, identifier } = input;
  const ref = newBillFetchRef();
  const amountPaise = Math.round(bill.amount * 100);
  const minimumPaise =
    bill.partialPaymentAllowed && bill.minimumAmount !== undefined
      ? Math.round(bill.minimumAmount * 100)
      : null;
  const amountRule = amountRuleOf(bill, registered);
  const options = (bill.paymentOptions ?? []).slice(0, 10);
  await insertBillFetch(ctx.db, {
    ref,
    customerId: customer?.id ?? null,
    orderType: page.orderType,
    displayType: page.displayType,
    service: page.slug,
    operator,
    identifier,
    customerName: bill.customerName.slice(0, 100),
    billNumber: bill.billNumber,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    amountPaise,
    minimumPaise,
    isPartialAllowed: minimumPaise !== null,
    providerRef: bill.providerRef ?? null,
    billerId: (registered?.id ?? bill.billerId)?.slice(0, 40) ?? null,
    ccfSlabs: bill.convenienceFeeSlabs?.length ? bill.convenienceFeeSlabs : null,
    exactness: amountRule,
    category: input.category?.providerName ?? null,
    customerParams: input.customerParams && input.customerParams.length > 0 ? input.customerParams : null,
    paymentOptions: options.length > 0 ? options : null,
  });
  const paidAt = await billPaidAt(ctx.db, {
    def: page.def ?? { displayType: page.displayType, identifier: { orderField: 'accountNumber' } },
    operator,
    identifier,
    billNumber: bill.billNumber,
    billAmountPaise: amountPaise,
  });
  const feePaise = convenienceFeePaise(bill.convenienceFeeSlabs ?? [], amountPaise);
  return {
    billFetchRef: ref,
    customerName: bill.customerName,
    billNumber: bill.billNumber,
    billDate: bill.billDate,
    dueDate: bill.dueDate,
    amount: paiseToRupees(amountPaise),
    partialPaymentAllowed: minimumPaise !== null,
    ...(minimumPaise !== null ? { minimumAmount: paiseToRupees(minimumPaise) } : {}),
    ...(paidAt ? { paidAt: paidAt.toISOString() } : {}),
    ...(feePaise > 0 ? { convenienceFee: paiseToRupees(feePaise) } : {}),
    amountRule,
    ...(options.length > 0 ? { paymentOptions: options.map(paymentOptionDto) } : {}),
    ...(input.category && page.def === null ? { category: input.category.slug } : {}),
    ...(input.customerParams && page.def === null ? { customerParams: input.customerParams } : {}),
    ...(bill.convenienceFeeSlabs?.length ? { convenienceFeeSlabs: bill.convenienceFeeSlabs } : {}),
  };
}

/** A payment option in rupees, as the API answers it. */
export const paymentOptionDto = (option: BillPaymentOption): PaymentOptionDto => ({
  name: option.name,
  ...(option.amountPaise !== undefined ? { amount: paiseToRupees(option.amountPaise) } : {}),
  ...(option.minPaise !== undefined ? { minAmount: paiseToRupees(option.minPaise) } : {}),
  ...(option.maxPaise !== undefined ? { maxAmount: paiseToRupees(option.maxPaise) } : {}),
  ...(option.multiplePaise !== undefined ? { amountMultiple: paiseToRupees(option.multiplePaise) } : {}),
});

/**
 * The amount rule of a fetched bill: the provider's with the bill when it says one; a bill the biller lets be
 * paid in part is paid up to its amount; otherwise the registry's rule of the biller (EXACT when it has none).
 */
export function amountRuleOf(
  bill: { exactness?: AmountRule; partialPaymentAllowed: boolean },
  registered: Pick<BillerRow, 'exactness'> | undefined,
): AmountRule {
  if (bill.exactness) return bill.exactness;
  if (bill.partialPaymentAllowed) return 'EXACT_AND_BELOW';
  const rule = registered?.exactness as AmountRule | undefined;
  // A registry saying a part payment is allowed, on a bill that says no minimum: still only up to the bill.
  return rule ?? 'EXACT';
}

const paramError = (message: string) =>
  badRequest('VALIDATION', `customerParams: ${message}`, { customerParams: message });

/**
 * The biller's customer parameters with their values, in its order: the first is the account number (already
 * checked by the page's rule), the others from `given` by name. A required one missing, a value not matching the
 * biller's pattern, or a name the biller does not declare is 400 naming it.
 */
export function checkCustomerParams(
  registered: Pick<BillerRow, 'params'>,
  accountNumber: string,
  given: ReadonlyArray<{ name: string; value: string }>,
): Array<{ name: string; value: string }> {
  const [first, ...others] = registered.params;
  if (!first) return [];
  for (const param of given) {
    if (!others.some((p) => p.name === param.name))
      throw paramError(`${param.name} is not asked by this biller`);
  }
  const values = [{ name: first.name, value: accountNumber }];
  for (const param of others) {
    const value = given.find((g) => g.name === param.name)?.value.trim() ?? '';
    if (value === '') {
      if (!param.optional) throw paramError(`${param.name} is required`);
      continue;
    }
    if (param.regex && !safePattern(param.regex).test(value)) throw paramError(`${param.name} is not valid`);
    values.push({ name: param.name, value });
  }
  return values;
}

/** The biller's pattern (anchored as the provider writes it); one that does not compile matches anything. */
function safePattern(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    try {
      return new RegExp(source);
    } catch {
      return /[\s\S]*/;
    }
  }
}
