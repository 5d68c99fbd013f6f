import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app';
import type { AppConfig } from '../config';
import type { Metrics } from '../lib/metrics';
import { databasePlugin } from '../plugins/database';
import { docsPlugin } from '../plugins/docs';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { metricsPlugin } from '../plugins/metrics';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { requestLogPlugin } from '../plugins/request-log';
import { requestMetricsPlugin } from '../plugins/request-metrics';
import { securityPlugin } from '../plugins/security';

/** The app-wide plugins, before everything else; their hooks run in this order of registration. */
export async function registerPlugins(
  app: FastifyInstance,
  { config, deps, metrics }: { config: AppConfig; deps: AppDependencies; metrics: Metrics },
) {
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
}
