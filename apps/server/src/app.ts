import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { createAdapters, type OrderAdapters } from './adapters';
import type { Mailer } from './adapters/mailer/mailer';
import { registerApi } from './app/api';
import { createFastify } from './app/fastify';
import { registerJobs, setMetricSources } from './app/jobs';
import { registerPlugins } from './app/plugins';
import { createServices } from './app/services';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createMetrics, instrumentPort, type Metrics } from './lib/metrics';
import { cacheSessionUsers, createTokenService, limitPasswordHashing } from './modules/accounts';
import type { LivePlansService } from './modules/catalogue';
import { ensureCompany } from './modules/company';
import type { SmsNotifier } from './modules/phone';
import type { OrderMails, OrderService } from './modules/orders';
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
  const app = createFastify(config, deps.logStream);
  app.decorate('config', config);
  const metrics = createMetrics();
  // The gateway's and the biller's calls are timed at their ports, whichever adapter is behind them.
  app.decorate(
    'adapters',
    instrumentAdapters(deps.adapters ?? createAdapters(config, deps.database.db, app.log), metrics),
  );
  // Per process: the cap shares out this process's CPU between argon2 and everything else.
  limitPasswordHashing(config.passwordHashing);

  await registerPlugins(app, { config, deps, metrics });

  // The mailer belongs to the API scope (its dev outbox route); the reminders job reads it once the app is ready.
  let mailer: Mailer | null = null;
  const services = createServices(app, { config, deps, metrics, mailer: () => mailer });
  await registerJobs(app, { config, deps, services, metrics, mailer: () => mailer });
  setMetricSources(app, { deps, services, metrics });

  await ensureCompany(deps.database.db);
  // Session users cached in this process, each dropped when any process commits a change of it (decision 0036).
  const stopSessionCache = await cacheSessionUsers(deps.database);
  app.addHook('onClose', () => stopSessionCache());
  const tokens = createTokenService(config.jwtSecret);
  app.decorate('tokens', tokens);

  await registerApi(app, {
    tokens,
    services,
    onMailer: (apiMailer) => {
      mailer = apiMailer;
    },
  });

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
