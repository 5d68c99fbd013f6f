import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../adapters/mailer/mailer';
import type { AppDependencies } from '../app';
import type { AppConfig } from '../config';
import { instrumentJobs, type Metrics } from '../lib/metrics';
import { billerJobs } from '../modules/billers';
import { billJobs } from '../modules/bills';
import { complaintJobs } from '../modules/complaints';
import { orderJobs } from '../modules/orders';
import { planReminderJobs } from '../modules/plan-reminders';
import { rechargeJobs } from '../modules/recharges';
import { jobsPlugin, readQueueLag } from '../plugins/jobs';
import type { AppServices } from './services';

/** The background jobs of every module, timed into the metrics (none run when deps.jobs is false). */
export async function registerJobs(
  app: FastifyInstance,
  {
    config,
    deps,
    services,
    metrics,
    mailer,
  }: {
    config: AppConfig;
    deps: AppDependencies;
    services: AppServices;
    metrics: Metrics;
    mailer: () => Mailer | null;
  },
) {
  const { orderService, smsNotifier, orderMails, livePlans } = services;
  await app.register(jobsPlugin, {
    handle: deps.database,
    jobs: instrumentJobs(
      [
        ...orderJobs(orderService, config.pipeline, {
          db: deps.database.db,
          mailer,
          log: app.log,
          appUrl: config.appUrl,
          noticesNeedingAttention: () => orderService.noticesNeedingAttention(),
        }),
        ...smsNotifier.jobs(),
        ...orderMails.jobs(),
        ...livePlans.jobs(),
        ...billJobs({
          config,
          db: deps.database.db,
          biller: app.adapters.biller,
          log: app.log,
          mailer,
        }),
        ...complaintJobs(deps.database.db, { biller: app.adapters.biller, log: app.log }),
        ...billerJobs({
          db: deps.database.db,
          biller: app.adapters.biller,
          provider: config.biller.provider,
          log: app.log,
        }),
        ...planReminderJobs({ config, db: deps.database.db, log: app.log, mailer }),
        ...(app.adapters.recharges || config.biller.provider === 'setu'
          ? rechargeJobs({
              db: deps.database.db,
              orders: orderService,
              log: app.log,
              attentionAttempts: config.pipeline.noticeAttentionAttempts,
            })
          : []),
      ],
      metrics,
    ),
    enabled: deps.jobs ?? true,
  });
}

/** What the metrics read when they are scraped: the order pipeline, the job queues and the database pool. */
export function setMetricSources(
  app: FastifyInstance,
  { deps, services, metrics }: { deps: AppDependencies; services: AppServices; metrics: Metrics },
) {
  const { orderService } = services;
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
}
