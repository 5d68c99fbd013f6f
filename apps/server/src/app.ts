import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdapters, undeliverable, type OrderAdapters } from './adapters';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { answerClientError } from './lib/client-error';
import { loggerOptions } from './lib/logger';
import { createMetrics, instrumentJobs, instrumentPort, type Metrics } from './lib/metrics';
import { mailerPlugin } from './adapters/mailer/plugin';
import type { Mailer } from './adapters/mailer/mailer';
import { createSmsSender } from './adapters/sms';
import { adminRoutes } from './modules/admin';
import {
  authRoutes,
  cacheSessionUsers,
  createTokenService,
  limitPasswordHashing,
  usersRoutes,
} from './modules/accounts';
import { billerJobs, billerRoutes } from './modules/billers';
import { billJobs, billsRoutes, payBillWithOrder, remindersSecret, requireBillRef } from './modules/bills';
import { catalogueRoutes, createLivePlans, type LivePlansService } from './modules/catalogue';
import { planReminderJobs } from './modules/plan-reminders';
import { pushRoutes } from './modules/push';
import { companyRoutes, ensureCompany } from './modules/company';
import { complaintJobs, complaintRoutes } from './modules/complaints';
import { contactRoutes } from './modules/contact';
import { healthRoutes } from './modules/health';
import { meRoutes } from './modules/me';
import { numbersRoutes } from './modules/numbers';
import { createSmsNotifier, phoneRoutes, type SmsNotifier } from './modules/phone';
import { auditPlugin, privacyRoutes } from './modules/privacy';
import {
  createOrderMails,
  createOrderService,
  orderJobs,
  orderRoutes,
  type OrderMails,
  type OrderService,
} from './modules/orders';
import { createPaymentsService, paymentsRoutes } from './modules/payments';
import { createRechargeWallet, rechargeRoutes } from './modules/recharges';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jobsPlugin, readQueueLag } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { newRequestId, RequestLogController, requestLogPlugin } from './plugins/request-log';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestMetricsPlugin } from './plugins/request-metrics';
import { earlyAnswerHeaders, securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

export interface AppDependencies {
  database: DatabaseHandle;
  /** Prefix of rate-limit keys in Redis; tests give each app its own so their counts never mix. */
  rateLimitNamespace?: string;
  /** Payment and biller adapters instead of the configured ones (tests inject faults through these). */
  adapters?: OrderAdapters;
  /** false: no background workers in this app (a test that drives the sweeper itself). Default true. */
  jobs?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    adapters: OrderAdapters;
    orderService: OrderService;
    /** Transactional SMS (order completed, refund started). */
    smsNotifier: SmsNotifier;
    /** The order confirmation mail (docs/decisions/0035). */
    orderMails: OrderMails;
    /** The recharge provider's live plans (decision 0022). */
    livePlans: LivePlansService;
  }
}

/** The ports whose calls leave the machine (payment gateway, biller), timed into the metrics. */
function instrumentAdapters(adapters: OrderAdapters, metrics: Metrics): OrderAdapters {
  return {
    ...adapters,
    gateway: instrumentPort(adapters.gateway, 'gateway', metrics),
    biller: instrumentPort(adapters.biller, 'biller', metrics),
  };
}

/** Builds the whole app without listening: server.ts listens, tests use inject(). */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const earlyHeaders = earlyAnswerHeaders(config);
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // One line per request, written by plugins/request-log.ts (with the order id when there is one).
    logController: new RequestLogController(),
    genReqId: newRequestId,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Requests the HTTP parser refuses (431 for an over-long URL): JSON with Connection: close, no reset.
    clientErrorHandler: answerClientError,
    // A path that is not valid percent-encoding ('/%E0%A4%A'): the usual JSON error, not Fastify's own body.
    // It is answered before any hook runs: the security headers of every /api answer are set here.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply
        .headers(earlyHeaders)
        .status(400)
        .send({ message: 'The address is not valid.', code: 'INVALID_ADDRESS' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const metrics = createMetrics();
  // The gateway's and the biller's calls are timed at their ports, whichever adapter is behind them.
  app.decorate(
    'adapters',
    instrumentAdapters(deps.adapters ?? createAdapters(config, deps.database.db, app.log), metrics),
  );
  // Per process: the cap shares out this process's CPU between argon2 and everything else.
  limitPasswordHashing(config.passwordHashing);

  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(databasePlugin, { handle: deps.database });
  await app.register(requestMetricsPlugin);
  await app.register(metricsPlugin, { metrics });
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    processes: config.webConcurrency,
    nameSpace: deps.rateLimitNamespace,
    commandTimeoutMs: config.redisCommandTimeoutMs,
  });
  await app.register(docsPlugin);

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
  // The mailer belongs to the API scope (its dev outbox route); the reminders job reads it once the app is ready.
  let mailer: Mailer | null = null;
  const orderMails = createOrderMails({
    db: deps.database.db,
    mailer: () => mailer,
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
    // Through Bharat Connect every bill payment names a fetch (its refId): no bill order without one.
    billRefAlways: config.biller.provider === 'setu',
    // The bills module's rules, handed in: orders never imports bills (bills uses orders).
    bills: { requireBillRef, payBillWithOrder },
    onMoved: (row) => {
      metrics.orderStatusChanges.inc({ status: row.status });
      smsNotifier.orderChanged(row);
      orderMails.orderChanged(row);
    },
    orderRefusal: async (order) => undeliverable(config, order) ?? rechargeWallet.refusal(order),
    livePlans: (operator, circle) => livePlans.plansForOrder(operator, circle),
  });
  app.decorate('orderService', orderService);
  const paymentsService = createPaymentsService({
    db: deps.database.db,
    adapters: app.adapters,
    orders: orderService,
    log: app.log,
  });
  await app.register(jobsPlugin, {
    handle: deps.database,
    jobs: instrumentJobs(
      [
        ...orderJobs(orderService, config.pipeline, {
          db: deps.database.db,
          mailer: () => mailer,
          log: app.log,
          appUrl: config.appUrl,
        }),
        ...smsNotifier.jobs(),
        ...orderMails.jobs(),
        ...livePlans.jobs(),
        ...billJobs({
          config,
          db: deps.database.db,
          biller: app.adapters.biller,
          log: app.log,
          mailer: () => mailer,
        }),
        ...complaintJobs(deps.database.db, { biller: app.adapters.biller, log: app.log }),
        ...billerJobs({
          db: deps.database.db,
          biller: app.adapters.biller,
          provider: config.biller.provider,
          log: app.log,
        }),
        ...planReminderJobs({ config, db: deps.database.db, log: app.log, mailer: () => mailer }),
      ],
      metrics,
    ),
    enabled: deps.jobs ?? true,
  });
  metrics.setSources({
    pipeline: async () => {
      const status = await orderService.pipelineStatus(new Date(), app.jobs !== null);
      return {
        unfinished: {
          'Payment Pending': status.unfinished.paymentPending,
          Processing: status.unfinished.processing,
        },
        oldestUnfinishedSeconds: status.oldestUnfinishedSeconds,
      };
    },
    queues: app.jobs ? () => readQueueLag(app.jobs!) : undefined,
    pool: deps.database.poolStats,
    onError: (error) =>
      app.log.warn(
        { err: { message: (error as Error).message } },
        'could not read the metrics from the database',
      ),
  });

  await ensureCompany(deps.database.db);
  // Session users cached in this process, each dropped when any process commits a change of it (decision 0036).
  const stopSessionCache = await cacheSessionUsers(deps.database);
  app.addHook('onClose', () => stopSessionCache());
  const tokens = createTokenService(config.jwtSecret);
  app.decorate('tokens', tokens);

  await app.register(
    async (api) => {
      // The API speaks JSON (and multipart where a route registers it): anything else is answered 415.
      api.removeContentTypeParser('text/plain');
      // API answers of 1 KB or more are compressed for a client that accepts it (brotli at a fast level, gzip).
      // Only here: the web app's files are compressed once at build time (plugins/web-app.ts). Request bodies
      // are never inflated, so a webhook's signature is checked on exactly the bytes that were sent.
      await api.register(fastifyCompress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      await api.register(authPlugin, { tokens });
      await api.register(auditPlugin);
      await api.register(healthRoutes);
      await api.register(catalogueRoutes, { plans: livePlans });
      await api.register(billsRoutes);
      await api.register(billerRoutes);
      await api.register(numbersRoutes);
      await api.register(meRoutes);
      await api.register(pushRoutes);
      await api.register(companyRoutes);
      await api.register(mailerPlugin);
      mailer = api.mailer;
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(privacyRoutes, { sms });
      await api.register(phoneRoutes, { sms });
      await api.register(adminRoutes);
      await api.register(contactRoutes);
      await api.register(complaintRoutes);
      await api.register(orderRoutes);
      await api.register(paymentsRoutes, { service: paymentsService });
      await api.register(rechargeRoutes, { wallet: rechargeWallet });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
