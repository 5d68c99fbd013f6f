import type { FastifyInstance } from 'fastify';
import { undeliverable } from '../adapters';
import type { Mailer } from '../adapters/mailer/mailer';
import { createSmsSender } from '../adapters/sms';
import type { AppDependencies } from '../app';
import type { AppConfig } from '../config';
import type { Metrics } from '../lib/metrics';
import { createCategoryOrders, payBillWithOrder, remindersSecret, requireBillRef } from '../modules/bills';
import { createLivePlans } from '../modules/catalogue';
import { createOrderMails, createOrderService } from '../modules/orders';
import { createPaymentsService } from '../modules/payments';
import { createSmsNotifier } from '../modules/phone';
import { createRechargeWallet, unansweredNotices } from '../modules/recharges';

export type AppServices = ReturnType<typeof createServices>;

/**
 * The services the routes and jobs share, each decorated on the app where routes read it there: SMS, live plans,
 * order mails, the order pipeline and payments. `mailer` answers the API scope's mailer once it is registered.
 */
export function createServices(
  app: FastifyInstance,
  {
    config,
    deps,
    metrics,
    mailer,
  }: { config: AppConfig; deps: AppDependencies; metrics: Metrics; mailer: () => Mailer | null },
) {
  const sms = createSmsSender(config, deps.database.db, app.log);
  const smsNotifier = createSmsNotifier({
    db: deps.database.db,
    sms: () => sms,
    log: app.log,
    dailyCap: config.sms.dailyCap,
  });
  app.decorate('smsNotifier', smsNotifier);
  app.addHook('onClose', () => smsNotifier.settled());
  const rechargeWallet = createRechargeWallet({
    db: deps.database.db,
    client: app.adapters.recharges?.client ?? null,
    alertBelowPaise: config.recharge.walletAlertPaise,
    log: app.log,
  });
  const livePlans = createLivePlans({
    db: deps.database.db,
    source: app.adapters.recharges?.plans ?? null,
    log: app.log,
  });
  app.decorate('livePlans', livePlans);
  const orderMails = createOrderMails({
    db: deps.database.db,
    mailer,
    log: app.log,
    appUrl: config.appUrl,
    // The mail links' one secret (the unsubscribe route checks every link with it).
    linkSecret: remindersSecret(config.jwtSecret),
  });
  app.decorate('orderMails', orderMails);
  app.addHook('onClose', () => orderMails.settled());
  const orderService = createOrderService({
    db: deps.database.db,
    adapters: app.adapters,
    maxOrderAmount: config.maxOrderAmount,
    minOrderAmount: config.minOrderAmount,
    unverifiedOrderLimit: config.unverifiedOrderLimit,
    log: app.log,
    pipeline: config.pipeline,
    promo: config.payments.promo,
    billFetchTtlMs: config.bills.fetchTtlMs,
    billRepayGuardDays: config.bills.repayGuardDays,
    // Through Bharat Connect every bill payment names a fetch (its refId): no bill order without one.
    billRefAlways: config.biller.provider === 'setu',
    // The bills module's rules, handed in: orders never imports bills (bills uses orders).
    bills: {
      requireBillRef,
      payBillWithOrder,
      categoryOrder: createCategoryOrders({ db: deps.database.db, provider: config.biller.provider }),
    },
    onMoved: (row) => {
      metrics.orderStatusChanges.inc({ status: row.status });
      smsNotifier.orderChanged(row);
      orderMails.orderChanged(row);
    },
    orderRefusal: async (order) => undeliverable(config, order) ?? rechargeWallet.refusal(order),
    livePlans: (operator, circle) => livePlans.plansForOrder(operator, circle),
    // The recharges module's kept notices that need a person (orders never imports recharges).
    unansweredNotices: () => unansweredNotices(deps.database.db, config.pipeline.noticeAttentionAttempts),
  });
  app.decorate('orderService', orderService);
  const paymentsService = createPaymentsService({
    db: deps.database.db,
    adapters: app.adapters,
    orders: orderService,
    log: app.log,
  });
  return { sms, smsNotifier, rechargeWallet, livePlans, orderMails, orderService, paymentsService };
}
