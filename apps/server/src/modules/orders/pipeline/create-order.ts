import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pageOfOrder, validateOrderInput, type NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import { orderPlanOf, type OrderPlan } from '@paywise/domain/catalogue/plan-facts';
import { checkedOrderPlan } from '@paywise/domain/catalogue/plans';
import type { Plan } from '@paywise/domain/catalogue/types';
import type { CreateOrderBody, CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { isFinalStatus, orderStatusOf } from '@paywise/domain/order-states';
import { discountPaise } from '@paywise/domain/payments';
import { formatDate } from '@paywise/domain/format';
import { formatPaise } from '@paywise/domain/money';
import { DAY_MS } from '@paywise/domain/time';
import type { UserRow } from '../../../db/schema';
import {
  badRequest,
  badRequestWithFieldCodes,
  conflict,
  ConflictWithFacts,
  forbidden,
  serviceBusy,
  unprocessable,
} from '../../../lib/app-error';
import {
  claimUnfinishedOrder,
  countCustomerOrders,
  findByIdempotencyKey,
  findOrder,
  findRecentAccountPayment,
  insertOrderClaimingKey,
  lockCustomer,
  setGatewayOrder,
  setOrderRegistry,
  type Executor,
  type OrderRow,
} from '../repo';
import { payablePaise, toCreatedOrderDto } from '../dto';
import type { PipelineContext } from './deps';
import type { Sweeper } from './sweep';

/*
 * How an order is placed: checked, hashed for its Idempotency-Key, inserted (with the bill it pays), and given a
 * gateway order to pay. A retried key answers the first order (replay).
 */

export const KEY_IN_FLIGHT = 'A request with this Idempotency-Key is still being processed.';
export const KEY_REUSED = 'This Idempotency-Key was already used with a different request.';
export const VERIFY_EMAIL_TO_ORDER =
  'Please verify your email to place more orders: open Profile, choose Verify next to your email and enter ' +
  'the code we send you.';

/** How long a retry waits for the first request with its key to finish before answering 409. */
const IN_FLIGHT_WAIT_MS = 2_000;
const IN_FLIGHT_POLL_MS = 40;

/** The 409 of an order whose plan the provider no longer offers (between browsing and paying). */
export const planGoneMessage = (operator: string, circle: string | null) =>
  `This plan is no longer offered by ${operator}${circle ? ` in ${circle}` : ''}. Choose a plan again; nothing was charged.`;

/** A plan no longer offered: answered 409, but only to a new order (a replayed key answers its order). */
class PlanGone extends Error {}

/** The 409 of a typed amount for an account paid recently: what was paid and when (India date). */
export const billRecentlyPaidMessage = (amountPaise: number, paidAt: Date) =>
  `This account was already paid ${formatPaise(amountPaise)} on ${formatDate(paidAt)}. ` +
  'Send confirmRepeat: true to pay it again.';

/**
 * A bill order with a typed amount (no fetched bill) repeating a payment of the same biller and account completed
 * in the last `days` days, by any customer (a bill is paid once, whoever pays it; only amount and date are told):
 * 409 BILL_RECENTLY_PAID, unless the order confirms the repeat.
 */
async function recentPaymentRefusal(
  db: Executor,
  order: NormalisedOrder,
  days: number,
): Promise<ConflictWithFacts | null> {
  const def = pageOfOrder(order);
  const byNumber = def?.identifier.orderField === 'number';
  // A registry category's typed amount (a biller taking no fetch) is guarded as a page's with bills.
  if (days <= 0 || (def !== null && def.bill === 'none')) return null;
  const last = await findRecentAccountPayment(db, {
    displayType: order.displayType,
    operator: order.operator,
    identifier: (byNumber ? order.mobile : order.accountNumber) ?? '',
    byNumber,
    since: new Date(Date.now() - days * DAY_MS),
  });
  if (!last) return null;
  return new ConflictWithFacts(
    'BILL_RECENTLY_PAID',
    billRecentlyPaidMessage(last.amountPaise, last.completedAt),
    {
      lastPayment: { amountPaise: last.amountPaise, paidAt: last.completedAt.toISOString() },
    },
  );
}

/** Services whose orders buy a catalogue plan: mobile and data card recharges. */
const PLAN_SERVICES: readonly string[] = ['mobile', 'datacard'];

/**
 * The plan an order buys (`planId`), checked against the catalogue: one of its operator's and circle's plans at
 * its amount. Its facts are what the order stores. No planId: no plan.
 */
function orderPlan(
  order: NormalisedOrder,
  planId: number | null | undefined,
  live?: readonly Plan[],
): OrderPlan | null {
  if (planId === null || planId === undefined) return null;
  if (!PLAN_SERVICES.includes(order.slug)) {
    throw badRequest('VALIDATION', 'planId: is only for mobile and data card recharges', {
      planId: 'is only for mobile and data card recharges',
    });
  }
  if (live) {
    // Live plans (decision 0022): the plan must still be offered, at the order's amount. A plan whose price changed
    // has a new id, so an old id at an old price is refused too, never charged.
    const plan = live.find((known) => known.id === planId && known.price * 100 === order.amountPaise);
    if (!plan) throw new PlanGone(planGoneMessage(order.operator, order.circle));
    return orderPlanOf(plan);
  }
  const plan = checkedOrderPlan({
    operator: order.operator,
    circle: order.circle,
    planId,
    amountPaise: order.amountPaise,
  });
  if (typeof plan === 'string') throw badRequest('VALIDATION', `planId: ${plan}`, { planId: plan });
  return orderPlanOf(plan);
}

/**
 * sha256 of the normalised order: the same order spelled differently (case, spaces, 499 vs '499.00') matches.
 * The bill it pays counts when there is one (only then: a stored hash of an order without one stays valid).
 */
function requestHash(
  order: NormalisedOrder,
  billFetchRef: string | null,
  planId: number | null = null,
): string {
  const canonical: unknown[] = [
    order.orderType,
    order.displayType,
    order.serviceType,
    order.operator,
    order.mobile,
    order.circle,
    order.accountNumber,
    order.amountPaise,
  ];
  if (billFetchRef !== null) canonical.push(billFetchRef);
  // A payment option or a registry biller too, only when there is one (for the same reason).
  if (order.paymentOption) canonical.push({ paymentOption: order.paymentOption });
  if (order.registry) canonical.push({ billerId: order.registry.billerId });
  // The plan too, when there is one (only then, for the same reason).
  if (planId !== null) canonical.push({ planId });
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface CreateOrderResult {
  /** 201 for a new order, 200 when an Idempotency-Key replays an earlier one. */
  statusCode: 201 | 200;
  order: CreatedOrderDto;
}

/** Inserting an order: its key claimed, its bill paid in the same transaction, the unverified customer's cap. */
function createOrderClaims(ctx: PipelineContext) {
  const { db, deps, gateway } = ctx;

  /**
   * Inserts the order with its first event; null when the key was already taken (a replay: the bill is not looked
   * at again, the first order is answered). With a bill ref, `executor` is a transaction and the bill is checked
   * and marked paid by this order in it (payBillWithOrder): a refused bill rolls the order back.
   */
  async function claim(
    executor: Executor,
    customer: UserRow,
    order: NormalisedOrder,
    key: string | null,
    hash: string,
    billFetchRef: string | null,
    plan: OrderPlan | null,
  ) {
    const row = await insertOrderClaimingKey(executor, {
      customerId: customer.id,
      plan,
      orderType: order.orderType,
      displayType: order.displayType,
      operator: order.operator,
      mobile: order.mobile,
      accountNumber: order.accountNumber,
      circle: order.circle,
      amountPaise: order.amountPaise,
      // A category without the instant discount (finance: credit card, loan, insurance...) gets none.
      discountPaise:
        order.registry && !order.registry.instantDiscount ? 0 : discountPaise(order.amountPaise, deps.promo),
      gateway: gateway.name,
      gatewayOrderId: gateway.mintOrderId?.() ?? null,
      serviceType: order.serviceType,
      idempotencyKey: key,
      requestHash: key === null ? null : hash,
    });
    if (!row) return null;
    if (billFetchRef === null) {
      return order.registry ? ((await setOrderRegistry(executor, row.id, order.registry)) ?? row) : row;
    }
    return deps.bills.payBillWithOrder(executor, row, order, billFetchRef, customer.id, deps.billFetchTtlMs);
  }

  /**
   * claim() for a customer whose email is not verified: at most `unverifiedOrderLimit` orders (fake accounts
   * cannot fill the dashboard). The customer's row is locked while counting and inserting, so requests sent at
   * the same moment cannot pass the cap together; a retried key of an order already placed is not a new order
   * and is answered (null: replay), at the cap too. 403 rather than 429: waiting does not help, verifying does.
   */
  function claimUnverified(
    customer: UserRow,
    order: NormalisedOrder,
    key: string | null,
    hash: string,
    billFetchRef: string | null,
    plan: OrderPlan | null,
  ) {
    return db.transaction(async (tx) => {
      const isVerified = await lockCustomer(tx, customer.id);
      if (!isVerified && (await countCustomerOrders(tx, customer.id)) >= deps.unverifiedOrderLimit) {
        if (key !== null && (await findByIdempotencyKey(tx, customer.id, key))) return null;
        throw forbidden('ORDER_LIMIT_UNVERIFIED', VERIFY_EMAIL_TO_ORDER);
      }
      return claim(tx, customer, order, key, hash, billFetchRef, plan);
    });
  }

  return { claim, claimUnverified };
}

export function createOrderCreation(ctx: PipelineContext, sweeper: Sweeper) {
  const { db, deps, gateway, log, pipeline } = ctx;
  const move = ctx.moveStatus;
  const { redrive } = sweeper;
  const createdOrderDto = (row: OrderRow, consumer: string): CreatedOrderDto =>
    toCreatedOrderDto(row, consumer, gateway.keyId);

  const { claim, claimUnverified } = createOrderClaims(ctx);
  /** A request still running holds its order at 'Payment Pending' with no gateway order yet. */
  const isInFlight = (row: OrderRow) => row.status === 'Payment Pending' && row.gatewayOrderId === null;
  const isFinal = (row: OrderRow) => isFinalStatus(orderStatusOf(row.status));

  /**
   * The answer to a retried key: the first order once its request has finished; 422 for another body. An order
   * whose request died (no change for the sweeper's grace period) is re-driven here rather than answered 409.
   */
  async function replay(customer: UserRow, key: string, hash: string): Promise<CreateOrderResult> {
    const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
    for (;;) {
      const existing = await findByIdempotencyKey(db, customer.id, key);
      // Cannot happen (keys are never deleted), but never answer 500 for it.
      if (!existing) throw conflict('IDEMPOTENCY_KEY_IN_FLIGHT', KEY_IN_FLIGHT);
      if (existing.requestHash !== hash) throw unprocessable('IDEMPOTENCY_KEY_REUSED', KEY_REUSED);
      if (!isFinal(existing) && Date.now() - existing.updatedAt.getTime() >= pipeline.sweepGraceMs) {
        const claimed = await claimUnfinishedOrder(
          db,
          existing.id,
          new Date(Date.now() - pipeline.sweepGraceMs),
        );
        let current = claimed ? await redrive(claimed) : existing;
        // Its request died before the gateway order was recorded: the customer is back, so start the payment
        // now (creating a gateway order again is harmless; an unused one simply expires at the gateway).
        if (claimed && current.status === 'Payment Pending' && !current.gatewayOrderId) {
          current = await startPayment(current);
        }
        return { statusCode: 200, order: createdOrderDto(current, customer.username) };
      }
      if (!isInFlight(existing)) {
        return { statusCode: 200, order: createdOrderDto(existing, customer.username) };
      }
      if (Date.now() >= deadline) throw conflict('IDEMPOTENCY_KEY_IN_FLIGHT', KEY_IN_FLIGHT);
      await sleep(IN_FLIGHT_POLL_MS);
    }
  }

  /**
   * A new order's own request: the gateway's order for the payable amount, recorded on the order, so the
   * customer can pay it. A gateway that fails or cannot be reached fails the order at once (nothing was paid)
   * and the request answers 503: the customer tries again with a new order.
   */
  async function startPayment(row: OrderRow): Promise<OrderRow> {
    if (row.gatewayOrderId) return row;
    let gatewayOrderId;
    try {
      ({ gatewayOrderId } = await gateway.createOrder({ orderId: row.id, amountPaise: payablePaise(row) }));
    } catch (err) {
      // Handled: nothing was paid, the customer is answered 503 and tries again (warn, decision 0041).
      log.warn({ err, orderId: row.id }, 'payment gateway could not create the order; the order is failed');
      await move(row, [{ status: 'Failed', note: ORDER_NOTES.PAYMENT_NOT_STARTED }], {
        failureReason: ORDER_NOTES.PAYMENT_NOT_STARTED,
      });
      throw serviceBusy('PAYMENT_NOT_STARTED', ORDER_NOTES.PAYMENT_NOT_STARTED, 5);
    }
    return (await setGatewayOrder(db, row.id, gatewayOrderId)) ?? (await findOrder(db, row.id)) ?? row;
  }

  return {
    async createOrder(
      customer: UserRow,
      body: CreateOrderBody,
      key: string | undefined,
    ): Promise<CreateOrderResult> {
      const validated =
        (await deps.bills.categoryOrder?.(body, {
          maxAmountRupees: deps.maxOrderAmount,
          minAmountRupees: deps.minOrderAmount,
        })) ?? validateOrderInput(body, deps.maxOrderAmount, deps.minOrderAmount);
      const option = body.paymentOption?.trim() || null;
      const checked = validated.ok
        ? {
            ok: true as const,
            order: option ? { ...validated.order, paymentOption: option } : validated.order,
          }
        : validated;
      if (!checked.ok) {
        const { field, message, code } = checked.error;
        // An amount outside the limits says which (TOO_SMALL, TOO_LARGE): the page words it with the limit.
        throw badRequestWithFieldCodes('VALIDATION', `${field}: ${message}`, {
          fields: { [field]: message },
          fieldCodes: code ? { [field]: code } : undefined,
        });
      }
      const billFetchRef = body.billFetchRef?.trim() || null;
      deps.bills.requireBillRef(checked.order, billFetchRef, deps.billRefAlways ?? false);
      const live =
        body.planId != null && PLAN_SERVICES.includes(checked.order.slug) && deps.livePlans
          ? await deps.livePlans(checked.order.operator, checked.order.circle)
          : undefined;
      let plan: OrderPlan | null = null;
      let planGone: string | null = null;
      try {
        plan = orderPlan(checked.order, body.planId, live);
      } catch (err) {
        if (!(err instanceof PlanGone)) throw err;
        planGone = err.message;
      }
      const hash = requestHash(checked.order, billFetchRef, plan?.id ?? body.planId ?? null);
      // A replayed key answers its order as it is; only a new order is refused (never charged to be refunded).
      // The key is looked up only when the order would be refused: not one statement more per accepted order.
      const refusal = planGone ? null : ((await deps.orderRefusal?.(checked.order)) ?? null);
      const repeat =
        planGone || refusal || billFetchRef !== null || body.confirmRepeat === true
          ? null
          : await recentPaymentRefusal(db, checked.order, deps.billRepayGuardDays ?? 0);
      if ((planGone || refusal || repeat) && !(key && (await findByIdempotencyKey(db, customer.id, key)))) {
        if (planGone) throw conflict('PLAN_UNAVAILABLE', planGone);
        if (repeat) throw repeat;
        throw serviceBusy('PROVIDER_REFUSED', refusal!, 300);
      }
      const isCapped = !customer.isEmailVerified && customer.role !== 'ADMIN';
      const claimed = isCapped
        ? await claimUnverified(customer, checked.order, key ?? null, hash, billFetchRef, plan)
        : billFetchRef === null
          ? await claim(db, customer, checked.order, key ?? null, hash, null, plan)
          : await db.transaction((tx) =>
              claim(tx, customer, checked.order, key ?? null, hash, billFetchRef, plan),
            );
      if (!claimed) return replay(customer, key!, hash);
      const started = await startPayment(claimed);
      return { statusCode: 201, order: createdOrderDto(started, customer.username) };
    },
  };
}

export type OrderCreation = ReturnType<typeof createOrderCreation>;
