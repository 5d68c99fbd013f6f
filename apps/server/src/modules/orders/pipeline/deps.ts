import type { FastifyBaseLogger } from 'fastify';
import type { NormalisedOrder, OrderValidation } from '@paywise/domain/catalogue/order-rules';
import type { CreateOrderBody } from '@paywise/domain/contracts/orders';
import type { Plan } from '@paywise/domain/catalogue/types';
import { checkedPath, orderStatusOf } from '@paywise/domain/order-states';
import type { PromoRule } from '@paywise/domain/payments';
import type { OrderAdapters } from '../../../adapters';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { findOrder, moveOrder, type Executor, type OrderRow, type OrderStep } from '../repo';

/**
 * The bills module's rules for an order that pays a fetched bill, handed in by app.ts (bills uses orders through
 * its index; orders never imports bills, so the two modules do not call each other in a circle).
 */
export interface OrderBillRules {
  /** 400 when the order's service needs a fetched bill and `ref` is missing (`always`: every service with bills). */
  requireBillRef(order: NormalisedOrder, ref: string | null, always: boolean): void;
  /**
   * Checks the bill an order just inserted in `tx` pays and marks it paid by the order (throwing rolls the order
   * back); the order as it now is.
   */
  payBillWithOrder(
    tx: Executor,
    row: OrderRow,
    order: NormalisedOrder,
    ref: string,
    customerId: number,
    ttlMs: number,
  ): Promise<OrderRow>;
  /**
   * The check of an order of a registry category no page serves (CREDIT_CARD...), or null for a page's order
   * (the catalogue checks it). Absent: every order is a page's.
   */
  categoryOrder?(
    body: CreateOrderBody,
    limits: { maxAmountRupees: number; minAmountRupees: number },
  ): Promise<OrderValidation | null>;
}

/** A kept provider notice (a webhook whose status query failed) asked NOTICE_ATTENTION_ATTEMPTS times unanswered. */
export interface UnansweredNotice {
  orderId: number;
  /** status | reversal (Setu prepaid) | bill (Setu BBPS BILL_PAY). */
  kind: string;
  attempts: number;
  receivedAt: Date;
  lastError: string | null;
}

export interface OrderServiceDeps {
  db: Database;
  adapters: OrderAdapters;
  maxOrderAmount: number;
  /** MIN_ORDER_AMOUNT (rupees). */
  minOrderAmount: number;
  /** Orders a customer may place before verifying their email (admins are not limited). */
  unverifiedOrderLimit: number;
  log: FastifyBaseLogger;
  /** The bills module's rules (bills.payBillWithOrder, bills.requireBillRef). */
  bills: OrderBillRules;
  pipeline: AppConfig['pipeline'];
  /** The instant discount rule. */
  promo: PromoRule;
  /** How long a bill fetch may be paid (BILL_FETCH_TTL_MINUTES). */
  billFetchTtlMs: number;
  /** BILL_REPAY_GUARD_DAYS: a typed amount for an account paid this recently asks to confirm (0: never). */
  billRepayGuardDays?: number;
  /** Every bill order must pay a fetched bill (BILLER_PROVIDER=setu), not only those whose service requires it. */
  billRefAlways?: boolean;
  /**
   * Why a new order cannot be taken now, or null (the recharge wallet cannot cover it, decision 0022): asked
   * before anything is charged; the request answers 503 with the message.
   */
  orderRefusal?: (order: NormalisedOrder) => Promise<string | null>;
  /**
   * The recharge provider's live plans of an operator and circle, when it has them (decision 0022): an order's
   * planId is checked against them instead of the shipped catalogue. undefined: the catalogue.
   */
  livePlans?: (operator: string, circle: string | null) => Promise<Plan[] | undefined>;
  /**
   * The kept provider notices that need a person (the recharges module's, handed in by app.ts: orders never
   * imports recharges): counted on the pipeline card. None when absent.
   */
  unansweredNotices?: () => Promise<UnansweredNotice[]>;
  /** Told of every status change this process made (transactional SMS); must not throw or wait. */
  onMoved?: (row: OrderRow) => void;
}

/** What every step of the pipeline shares: built once per service. */
export interface PipelineContext {
  deps: OrderServiceDeps;
  db: Database;
  adapters: OrderAdapters;
  gateway: OrderAdapters['gateway'];
  log: FastifyBaseLogger;
  pipeline: AppConfig['pipeline'];
  /** The one way a status changes (see pipelineContext). */
  moveStatus(row: OrderRow, steps: OrderStep[], change?: Parameters<typeof moveOrder>[4]): Promise<OrderRow>;
}

export function pipelineContext(deps: OrderServiceDeps): PipelineContext {
  const { db } = deps;
  /**
   * The one way a status changes: along the state machine's edges, in one conditional statement with its
   * events. When another writer moved the order first, the order as it now is.
   */
  async function moveStatus(
    row: OrderRow,
    steps: OrderStep[],
    change: Parameters<typeof moveOrder>[4] = {},
  ): Promise<OrderRow> {
    const from = orderStatusOf(row.status);
    checkedPath(
      from,
      steps.map((step) => step.status),
    );
    const moved = await moveOrder(db, row.id, from, steps, change);
    if (moved) deps.onMoved?.(moved);
    return moved ?? (await findOrder(db, row.id)) ?? row;
  }
  return {
    deps,
    db,
    adapters: deps.adapters,
    gateway: deps.adapters.gateway,
    log: deps.log,
    pipeline: deps.pipeline,
    moveStatus,
  };
}
