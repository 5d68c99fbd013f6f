import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { identifierRuleError, normalizeIdentifier } from '@paywise/domain/catalogue/form-rules';
import type { NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import { findOperator } from '@paywise/domain/catalogue/operators';
import { repeatOrderHref } from '@paywise/domain/catalogue/repeat-link';
import { SERVICE_LIST, SERVICES, servicesForOrderType } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import type { BillDto, FetchBillBody } from '@paywise/domain/contracts/bills';
import { amountRuleError, convenienceFeePaise, type AmountRule } from '@paywise/domain/bbps';
import { formatPaise, paiseToRupees } from '@paywise/domain/money';
import { DAY_MS, INDIA_TIME_ZONE, indiaDay } from '@paywise/domain/time';
import type { Biller } from '../../adapters/biller/biller';
import type { Mailer } from '../../adapters/mailer/mailer';
import { describeMailError } from '../../adapters/mailer/mailer';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import {
  billPaidAt,
  isBillPaidByCustomer,
  orderOfBillerFetchRef,
  recordOrderBill,
  type Executor,
  type OrderRow,
  type OrderService,
} from '../orders';
import { linkSecret, readLinkToken, signLinkToken } from '../../lib/signed-link';
import { registryBiller, type BillerRow } from '../billers';
import { mayNotify, unsubscribeHeaders, unsubscribeUrl as unsubscribeLink } from '../privacy';
import {
  claimBillReminder,
  deleteStaleBillFetches,
  insertBillFetch,
  listReminderTargets,
  lockBillFetch,
  releaseBillReminder,
  turnRemindersOff,
  useBillFetch,
} from './repo';

export const NO_BILL_DUE = 'No bill is due for this account.';
export const BILL_REF_REQUIRED = 'is required';
export const BILL_REF_FOREIGN = 'was not fetched for this account';
export const BILL_EXPIRED = 'This bill has expired. Please fetch it again.';
export const BILL_ALREADY_PAID = 'This bill has already been paid.';

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

const refError = (message: string) =>
  badRequest('VALIDATION', `billFetchRef: ${message}`, { billFetchRef: message });
const amountError = (message: string) => badRequest('VALIDATION', `amount: ${message}`, { amount: message });

/**
 * 400 `billFetchRef: is required` for an order of a service whose orders pay a fetched bill, without a ref; with
 * `always` (bills paid through Bharat Connect, where every payment names its fetch) for every service with bills.
 */
export function requireBillRef(order: NormalisedOrder, ref: string | null | undefined, always = false): void {
  const bill = SERVICES[order.slug].bill;
  if ((bill === 'required' || (always && bill !== 'none')) && !ref) throw refError(BILL_REF_REQUIRED);
}

/**
 * The bill an order just inserted (in `tx`, not yet committed) pays: the fetch must be the customer's (or a
 * visitor's), of the same service, biller and identifier, unused, at most `ttlMs` old, and the amount the bill's
 * (or, with part payment, between its minimum and the bill). Then the fetch is marked used by the order and the
 * order gets the bill number and due date. Throws (rolling the order back) otherwise.
 */
export async function payBillWithOrder(
  tx: Executor,
  row: OrderRow,
  order: NormalisedOrder,
  ref: string,
  customerId: number,
  ttlMs: number,
  now = new Date(),
): Promise<OrderRow> {
  const fetch = await lockBillFetch(tx, ref);
  const identifier = order.mobile ?? order.accountNumber;
  if (
    !fetch ||
    (fetch.customerId !== null && fetch.customerId !== customerId) ||
    fetch.service !== order.slug ||
    fetch.operator !== order.operator ||
    fetch.identifier !== identifier
  ) {
    // Which of these failed is not said: a ref names nobody else's bill.
    throw refError(BILL_REF_FOREIGN);
  }
  if (fetch.usedByOrderId !== null) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  // Paid in full already (by anyone, from another fetch): a second payment of one bill is refused.
  const paidAt = await billPaidAt(tx, {
    def: SERVICES[order.slug],
    operator: fetch.operator,
    identifier: fetch.identifier,
    billNumber: fetch.billNumber,
    billAmountPaise: fetch.amountPaise,
  });
  if (paidAt) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  if (now.getTime() - fetch.createdAt.getTime() > ttlMs) throw conflict('BILL_FETCH_EXPIRED', BILL_EXPIRED);
  // The biller's amount rule for this bill (a fetch from before rules were stored: part payment as it says).
  const rule: AmountRule =
    (fetch.exactness as AmountRule | null) ??
    (fetch.isPartialAllowed && fetch.minimumPaise !== null ? 'EXACT_AND_BELOW' : 'EXACT');
  const wrongAmount = amountRuleError(
    rule,
    { amountPaise: fetch.amountPaise, minimumPaise: fetch.minimumPaise },
    order.amountPaise,
    formatPaise,
  );
  if (wrongAmount) throw amountError(wrongAmount);
  const paid = await useBillFetch(tx, ref, row.id);
  if (!paid) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  // The biller's fee on the amount paid (a part payment pays the fee of its own amount).
  const used = await recordOrderBill(tx, row.id, {
    ...paid,
    convenienceFeePaise: convenienceFeePaise(fetch.ccfSlabs ?? [], order.amountPaise),
  });
  if (!used) throw conflict('BILL_ALREADY_PAID', BILL_ALREADY_PAID);
  return used;
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Setu BBPS webhooks                                                                                             */

export const INVALID_BILLER_WEBHOOK = 'Invalid webhook secret.';

/** Whether `given` is the configured secret (constant time; false when no secret is configured). */
export function isBillerWebhookSecret(configured: string | undefined, given: unknown): boolean {
  if (!configured || typeof given !== 'string') return false;
  const a = createHmac('sha256', 'paywise:setu-webhook').update(configured).digest();
  const b = createHmac('sha256', 'paywise:setu-webhook').update(given).digest();
  return timingSafeEqual(a, b);
}

/** What a webhook may start besides an order's status query (each only asks; none trusts the body). */
export interface BillerWebhookActions {
  /** Starts a registry sync (BILLER_UPDATES); must not throw or wait. */
  syncRegistry?: () => void;
  /** A waiting bill fetch asks its status now (BILL_FETCH); true when one was waiting here. */
  billFetchUpdated?: (refId: string) => boolean;
  /** The complaint's status is asked now (BILL_DISPUTE). */
  disputeUpdated?: (refId: string) => Promise<'processed' | 'ignored'>;
}

/**
 * A Setu webhook, its secret already checked: never trusted alone. A BILL_PAY names the fetch (refId) the payment
 * was made for; the order paying it has its status asked now (the status query decides, claim-then-call keeps one
 * payment request). A BILL_FETCH wakes the fetch waiting for its refId (it asks its status at once); a
 * BILL_DISPUTE makes the complaint's status be asked; BILLER_UPDATES starts a registry sync. A repeated delivery
 * asks again and changes nothing; anything else is acknowledged and ignored.
 */
export async function handleBillerWebhook(
  db: Database,
  orders: Pick<OrderService, 'billerUpdate'>,
  body: { event?: string; data?: { refId?: unknown } | null },
  actions: BillerWebhookActions = {},
): Promise<'processed' | 'ignored'> {
  if (body.event === 'BILLER_UPDATES' && actions.syncRegistry) {
    // Not trusted for content either: the sync reads the list from Setu itself.
    actions.syncRegistry();
    return 'processed';
  }
  const refId = body.data?.refId;
  if (typeof refId !== 'string' || refId === '' || refId.length > 64) return 'ignored';
  if (body.event === 'BILL_FETCH') {
    return actions.billFetchUpdated?.(refId) ? 'processed' : 'ignored';
  }
  if (body.event === 'BILL_DISPUTE') {
    return actions.disputeUpdated ? actions.disputeUpdated(refId) : 'ignored';
  }
  if (body.event !== 'BILL_PAY') return 'ignored';
  const order = await orderOfBillerFetchRef(db, refId);
  if (!order) return 'ignored';
  await orders.billerUpdate(order);
  return 'processed';
}

/** 401 for a webhook without the configured secret. */
export function refuseBillerWebhook(): never {
  throw unauthorized('BILLER_WEBHOOK_UNAUTHORIZED', INVALID_BILLER_WEBHOOK);
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Bill due reminders                                                                                             */

/** The pg-boss queue of the daily reminders (also its job_runs row). */
export const BILL_REMINDERS_JOB = 'bill-reminders';
/** 09:00 India time, every day. */
export const BILL_REMINDERS_CRON = '0 9 * * *';
export const BILL_REMINDERS_TZ = INDIA_TIME_ZONE;

/** The services whose saved billers get reminders: those that present bills. */
export const REMINDER_SERVICES = SERVICE_LIST.filter((def) => def.bill !== 'none').map((def) => def.slug);

export interface BillReminderDeps {
  db: Database;
  biller: Biller;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The web app's public address, without a trailing slash (links in the mail). */
  appUrl: string;
  /** Remind when the bill is due within this many days (or overdue). */
  reminderDays: number;
  /** Signs the one-click 'turn off reminders' links (remindersSecret). */
  secret: string | Buffer;
}

/** The secret of the 'turn off reminders' links: derived from the JWT secret under its own label. */
export const remindersSecret = (jwtSecret: string) => linkSecret(jwtSecret, 'bill-reminders-off');

/** `<saved number id>.<HMAC-SHA256 of it>`: the token of a saved biller's 'turn off reminders' link. */
export function remindersOffToken(secret: string | Buffer, savedNumberId: number): string {
  return signLinkToken(secret, 'reminders-off', String(savedNumberId));
}

/** The saved biller a token names, or null for a forged or altered token. */
export function readRemindersOffToken(secret: string | Buffer, token: string): number | null {
  const subject = readLinkToken(secret, 'reminders-off', token);
  if (subject === null || !/^\d{1,10}$/.test(subject)) return null;
  const id = Number(subject);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Turns reminders off for the saved biller a link names: 400 for a forged token, 404 when it is gone. */
export async function turnOffReminders(db: Database, secret: string | Buffer, token: string): Promise<void> {
  const id = readRemindersOffToken(secret, token);
  if (id === null) throw badRequest('LINK_INVALID', 'This link is not valid.');
  if (!(await turnRemindersOff(db, id))) throw notFound('NOT_FOUND', 'This saved biller no longer exists.');
}

/** DD-MM-YYYY of an India date. */
const dayText = (day: string) => day.split('-').reverse().join('-');

export function billReminderMail(input: {
  biller: string;
  nickname: string | null;
  identifierLabel: string;
  identifier: string;
  amount: number;
  dueDate: string;
  isOverdue: boolean;
  payUrl: string;
  offUrl: string;
  /** Stops every bill reminder mail (the customer's notification choices). */
  unsubscribeUrl?: string;
  /** The customer's saved language; English when none. */
  language?: string | null;
}) {
  const tr = translator(input.language);
  const amount = tr.rupees(input.amount);
  const due = dayText(input.dueDate);
  const overdue = String(input.isOverdue);
  const name = input.nickname
    ? tr.t('mail.billReminder.name', { biller: input.biller, nickname: input.nickname })
    : input.biller;
  return {
    subject: tr.t('mail.billReminder.subject', { overdue, biller: input.biller, amount, due }),
    text:
      tr.t('mail.billReminder.text', {
        name,
        identifierLabel: tr.identifierLabel(input.identifierLabel),
        identifier: input.identifier,
        amount,
        overdue,
        due,
        payUrl: input.payUrl,
        offUrl: input.offUrl,
      }) + (input.unsubscribeUrl ? tr.t('mail.billReminder.unsubscribe', { url: input.unsubscribeUrl }) : ''),
  };
}

export interface BillReminderRun {
  checked: number;
  sent: number;
  failed: number;
}

/**
 * One daily run (the bill-reminders job; tests call it directly): for every saved biller with reminders on, of a
 * customer with a verified email, asks the biller for the current bill; when it is due within `reminderDays` (or
 * overdue), not paid through PayWise (an order of that bill number Processing or Completed) and not reminded yet,
 * claims the reminder (bill_reminders, ON CONFLICT DO NOTHING) and mails only when the claim inserted it, so two
 * runs or two servers send one mail. A mail that fails releases its claim (the next run tries again); a biller or
 * mail failure is logged and the run goes on with the others. Also forgets fetches nobody can pay any more.
 */
export async function runBillReminders(deps: BillReminderDeps, now = new Date()): Promise<BillReminderRun> {
  const { db, biller, mailer, log } = deps;
  const lastDay = indiaDay(new Date(now.getTime() + deps.reminderDays * DAY_MS));
  const today = indiaDay(now);
  const run: BillReminderRun = { checked: 0, sent: 0, failed: 0 };
  for (const target of await listReminderTargets(db, REMINDER_SERVICES)) {
    // The customer may have turned bill reminder emails off (their notification choices, docs/decisions/0023).
    if (!mayNotify(target, 'email', 'billReminders')) continue;
    run.checked++;
    const def = SERVICES[target.service as ServiceDefinition['slug']];
    try {
      const bill = await biller.fetchBill({
        orderType: def.orderType,
        displayType: def.displayType,
        operator: target.operator,
        accountNumber: target.identifier,
      });
      if (!bill || bill.dueDate > lastDay) continue;
      if (await isBillPaidByCustomer(db, target.customerId, bill.billNumber)) continue;
      const claimed = await claimBillReminder(db, target.savedNumberId, bill.billNumber, bill.dueDate);
      if (claimed === null) continue;
      const isMobile = def.identifier.orderField === 'number';
      const payPath = repeatOrderHref({
        type: def.displayType,
        operator: target.operator,
        mobile: isMobile ? target.identifier : null,
        accountNumber: isMobile ? null : target.identifier,
        circle: null,
        amount: 0,
      });
      const unsubscribeUrl = unsubscribeLink(
        deps.appUrl,
        deps.secret,
        target.customerId,
        'email',
        'billReminders',
      );
      const mail = billReminderMail({
        biller: target.operator,
        nickname: target.nickname,
        identifierLabel: def.identifier.label,
        identifier: target.identifier,
        amount: bill.amount,
        dueDate: bill.dueDate,
        isOverdue: bill.dueDate < today,
        payUrl: `${deps.appUrl}${payPath ?? def.route}`,
        offUrl: `${deps.appUrl}/api/bills/reminders/off?token=${remindersOffToken(deps.secret, target.savedNumberId)}`,
        unsubscribeUrl,
        language: target.language,
      });
      try {
        await mailer.send({ to: target.email, ...mail, headers: unsubscribeHeaders(unsubscribeUrl) });
        run.sent++;
      } catch (err) {
        run.failed++;
        await releaseBillReminder(db, claimed);
        log.error(
          { err: describeMailError(err), savedNumberId: target.savedNumberId },
          'bill reminder mail not sent; the next run tries again',
        );
      }
    } catch (err) {
      run.failed++;
      log.error({ err, savedNumberId: target.savedNumberId }, 'bill reminder failed for a saved biller');
    }
  }
  // A fetch is payable for minutes (BILL_FETCH_TTL_MINUTES): a day-old unused one only takes room.
  await deleteStaleBillFetches(db, new Date(now.getTime() - DAY_MS));
  return run;
}
