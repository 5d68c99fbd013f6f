import { pageOfOrder, type NormalisedOrder } from '@paywise/domain/catalogue/order-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Biller } from './biller/biller';
import { createSandboxBiller } from './biller/sandbox-biller';
import { createSetuBiller } from './biller/setu-biller';
import { createRazorpayGateway } from './payment-gateway/razorpay-gateway';
import { createSandboxGateway, type SandboxGateway } from './payment-gateway/sandbox-gateway';
import type { PaymentGateway } from './payment-gateway/types';
import { createSetuPlanSource, type PlanSource } from './recharge-provider/setu-plans';
import { createSetuOperatorLookup, type OperatorLookup } from './recharge-provider/setu-operator-lookup';
import { createSetuPrepaidClient, type SetuPrepaidClient } from './recharge-provider/setu-prepaid-client';
import {
  createSetuRechargeProvider,
  type SetuRechargeProvider,
} from './recharge-provider/setu-recharge-provider';

/** The adapters bills are fetched, and orders paid and fulfilled, through. */
export interface OrderAdapters {
  gateway: PaymentGateway;
  /** Set while the sandbox gateway takes payments: the app's own payment sheet pays through it. */
  sandbox: SandboxGateway | null;
  biller: Biller;
  /** Set when RECHARGE_PROVIDER=setu: the prepaid aggregator (its webhooks and wallet). */
  recharges?: {
    provider: SetuRechargeProvider;
    client: SetuPrepaidClient;
    operators: OperatorLookup;
    /** Live plans (fetch-plans), refreshed daily into the database. */
    plans?: PlanSource;
  } | null;
}

/** Mobile prepaid recharges (not postpaid bills, DTH or data cards): what a recharge aggregator fulfils. */
export const isPrepaidMobile = (order: { orderType: string; displayType?: string }) =>
  order.orderType === 'MOBILE' && (order.displayType ?? 'MOBILE') === 'MOBILE';

/**
 * Why the adapters chosen cannot deliver an order, or null; asked before anything is charged. With
 * BILLER_PROVIDER=setu, Setu BillPay pays fetched bills only: a recharge (a service without a bill) is delivered
 * only when a recharge provider takes it (prepaid mobile with RECHARGE_PROVIDER=setu). Taking the money and then
 * refunding every such order would be worse than saying so at once.
 */
export function undeliverable(config: AppConfig, order: NormalisedOrder): string | null {
  const def = pageOfOrder(order);
  // A Setu biller taking no fetch (BILL_DIRECT) is paid through a flow this adapter does not have yet: say so
  // before charging rather than refund every such order.
  if (config.biller.provider === 'setu' && order.registry?.fetchRequirement === 'NOT_SUPPORTED') {
    return 'This biller cannot be paid right now. Nothing was charged.';
  }
  // Any other registry category's order pays one of the provider's own billers: the provider delivers it.
  if (config.biller.provider !== 'setu' || !def || def.bill !== 'none') return null;
  if (config.recharge.provider === 'setu' && isPrepaidMobile(order)) return null;
  return `${def.tileLabel} recharges are not available right now. Nothing was charged.`;
}

/**
 * RECHARGE_PROVIDER=setu: mobile prepaid orders are fulfilled by Setu's prepaid API, everything else (bills, DTH,
 * data cards) stays with `biller`. The biller port is unchanged; only its fulfil is routed by order type.
 */
function withRecharges({
  config,
  db,
  biller,
  log,
}: {
  config: AppConfig;
  db: Database;
  biller: Biller;
  log?: FastifyBaseLogger | undefined;
}): Pick<OrderAdapters, 'biller' | 'recharges'> {
  const setu = config.recharge.setu;
  if (config.recharge.provider !== 'setu' || !setu) return { biller, recharges: null };
  const client = createSetuPrepaidClient(setu);
  const provider = createSetuRechargeProvider({ db, client, ...(log ? { log } : {}) });
  return {
    // Everything else the biller does (bills, its registry, BBPS complaints) stays the biller's.
    biller: {
      fetchBill: (query) => biller.fetchBill(query),
      fulfil: (order) => (isPrepaidMobile(order) ? provider.fulfil(order) : biller.fulfil(order)),
      listBillers: () => biller.listBillers(),
      ...(biller.listCategories ? { listCategories: () => biller.listCategories!() } : {}),
      raiseComplaint: (input) => biller.raiseComplaint(input),
      complaintStatus: (refId) => biller.complaintStatus(refId),
      // Setu BBPS's list holds bill payments only; prepaid recharges are asked one by one.
      ...(biller.listTransactions ? { listTransactions: (window) => biller.listTransactions!(window) } : {}),
    },
    recharges: {
      provider,
      client,
      operators: createSetuOperatorLookup(client, log ? { log } : {}),
      plans: createSetuPlanSource(client),
    },
  };
}

/**
 * The one place the payment adapters are chosen: PAYMENT_GATEWAY=razorpay (with its keys) or the sandbox, which
 * behaves like Razorpay without moving money. A real biller is one new file implementing Biller, picked here.
 */
export function createAdapters(config: AppConfig, db: Database, log?: FastifyBaseLogger): OrderAdapters {
  // BILLER_PROVIDER=setu: bills are fetched and paid through Setu BillPay (Bharat Connect), docs/decisions/0021;
  // RECHARGE_PROVIDER=setu: mobile prepaid recharges through Setu's prepaid API, docs/decisions/0022.
  const { biller, recharges } = withRecharges({
    config,
    db,
    biller: config.biller.setu
      ? createSetuBiller({ config: config.biller.setu, db, ...(log ? { log } : {}) })
      : createSandboxBiller(),
    log,
  });
  const razorpay = config.payments.razorpay;
  if (config.paymentGateway === 'razorpay' && razorpay) {
    return {
      gateway: createRazorpayGateway({
        keyId: razorpay.keyId,
        keySecret: razorpay.keySecret,
        webhookSecret: razorpay.webhookSecret,
        ...(razorpay.apiUrl ? { baseUrl: razorpay.apiUrl } : {}),
      }),
      sandbox: null,
      biller,
      recharges,
    };
  }
  if (!config.payments.sandbox) throw new Error('The sandbox gateway has no secrets configured.');
  const sandbox = createSandboxGateway(db, config.payments.sandbox());
  return { gateway: sandbox, sandbox, biller, recharges };
}
