import { randomBytes } from 'node:crypto';
import { identifierRuleError, normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import { findOperator } from '@paywise/domain/catalogue/operators';
import { SERVICES, servicesForOrderType } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { BillDto, FetchBillBody } from '@paywise/domain/contracts/bills';
import { convenienceFeePaise, type AmountRule } from '@paywise/domain/bbps';
import { paiseToRupees } from '@paywise/domain/money';
import type { Biller } from '../../adapters/biller/biller';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { billPaidAt } from '../orders';
import { registryBiller, type BillerRow } from '../billers';
import { insertBillFetch } from './repo';

export const NO_BILL_DUE = 'No bill is due for this account.';

/** A fetch's name: 'bf_' + 24 base64url characters (144 random bits), unguessable. */
const newBillFetchRef = () => `bf_${randomBytes(18).toString('base64url')}`;

/** The page whose bill a fetch of `type` asks for: MOBILE is a postpaid bill, GAS the piped gas bill. */
function billService(type: FetchBillBody['type']): ServiceDefinition {
  const upper = type.trim().toUpperCase();
  return upper === 'MOBILE'
    ? SERVICES.postpaid
    : servicesForOrderType(upper as ServiceDefinition['orderType'])[0];
}

/**
 * The bill due on an account, as the biller answers it, recorded under a new ref that an order sends back
 * (billFetchRef). `customer` is the signed-in caller, or null for a visitor: a visitor's fetch may be paid by
 * whichever customer signs in to pay it (the bill card is shown before login).
 */
export async function fetchBill(
  db: Database,
  biller: Biller,
  body: FetchBillBody,
  customer: UserRow | null,
  /** BILLER_PROVIDER: whose registry declares the biller's customer parameters and amount rule. */
  provider = 'sandbox',
): Promise<BillDto> {
  const def = billService(body.type as FetchBillBody['type']);
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
  const registered = await registryBiller(
    db,
    provider,
    body.billerId ? { id: body.billerId } : { category: def.tileLabel, name: operator.name },
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
  const ref = newBillFetchRef();
  const amountPaise = Math.round(bill.amount * 100);
  const minimumPaise =
    bill.partialPaymentAllowed && bill.minimumAmount !== undefined
      ? Math.round(bill.minimumAmount * 100)
      : null;
  const amountRule = amountRuleOf(bill, registered);
  await insertBillFetch(db, {
    ref,
    customerId: customer?.id ?? null,
    orderType: def.orderType,
    displayType: def.displayType,
    service: def.slug,
    operator: operator.name,
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
  });
  const paidAt = await billPaidAt(db, {
    def,
    operator: operator.name,
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
    ...(bill.convenienceFeeSlabs?.length ? { convenienceFeeSlabs: bill.convenienceFeeSlabs } : {}),
  };
}

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
