import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Metric,
} from 'prom-client';

/**
 * The Prometheus instruments of one server process (prom-client), each app its own registry (tests build many
 * apps in one process). What is counted where:
 * - HTTP: plugins/metrics.ts (a hook on every request, labelled with the route pattern, never the raw URL);
 * - the gateway's and the biller's calls: `instrumentPort` wraps the adapter ports in app.ts;
 * - background jobs: `instrumentJobs` wraps each job's run in app.ts;
 * - order status changes: app.ts counts the orders service's `onMoved`;
 * - read at scrape time (plugins/metrics.ts): unfinished orders and the oldest one's age, the jobs' queue lag,
 *   the database pool; the event loop's lag, memory and CPU are prom-client's default process metrics.
 *
 * Several processes (node:cluster): each worker's registry answers the primary's AggregatorRegistry (see
 * `useForClusterAggregation`); the `aggregator` of each metric says how the workers' values combine (counters and
 * pool sizes add up, a figure read from the shared database is the same in every worker: 'max').
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  adapterCalls: Histogram<'port' | 'method' | 'outcome'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  jobLastSuccess: Gauge<'job'>;
  orderStatusChanges: Counter<'status'>;
  ordersUnfinished: Gauge<'status'>;
  oldestUnfinishedOrder: Gauge;
  jobQueueWaiting: Gauge<'job'>;
  jobQueueLag: Gauge<'job'>;
  poolConnections: Gauge<'state'>;
  /** Where the scrape-time figures come from (set once the app is built). */
  setSources(sources: ScrapeSources): void;
}

/** What the gauges read when Prometheus scrapes (each source optional: no pool on PGlite, no jobs in some tests). */
export interface ScrapeSources {
  pipeline?: () => Promise<{
    unfinished: Record<string, number>;
    oldestUnfinishedSeconds: number;
  }>;
  queues?: () => Promise<{ job: string; waiting: number; lagSeconds: number }[]>;
  pool?: () => { total: number; idle: number; waiting: number };
  /** A source failed (the database is down): the scrape still answers, with the gauges' last values. */
  onError?: (error: unknown) => void;
}

/** Seconds: from a fast database-backed answer to a slow gateway call. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CALL_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), heap, GC, CPU and file descriptors of this process.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  let sources: ScrapeSources = {};
  // Every scrape-time gauge is filled by one refresh, shared by the gauges of a scrape (they are collected
  // together): a few indexed queries per scrape.
  let refreshing: Promise<void> | null = null;
  const refresh = () =>
    (refreshing ??= readSources()
      .catch((error: unknown) => sources.onError?.(error))
      .finally(() => {
        refreshing = null;
      }));
  async function readSources() {
    const [pipeline, queues] = await Promise.all([sources.pipeline?.(), sources.queues?.()]);
    if (pipeline) {
      for (const [status, count] of Object.entries(pipeline.unfinished)) {
        ordersUnfinished.set({ status }, count);
      }
      oldestUnfinishedOrder.set(pipeline.oldestUnfinishedSeconds);
    }
    if (queues) {
      jobQueueWaiting.reset();
      jobQueueLag.reset();
      for (const q of queues) {
        jobQueueWaiting.set({ job: q.job }, q.waiting);
        jobQueueLag.set({ job: q.job }, q.lagSeconds);
      }
    }
  }
  const collect = () => refresh();
  const ordersUnfinished = new Gauge({
    name: 'paywise_orders_unfinished',
    help: "Orders not final yet, by status ('Payment Pending', 'Processing'), read at scrape time.",
    labelNames: ['status'],
    aggregator: 'max',
    registers,
    collect,
  });
  const oldestUnfinishedOrder = new Gauge({
    name: 'paywise_order_oldest_unfinished_age_seconds',
    help: 'Age of the oldest unfinished order since its last change (0 when there is none).',
    aggregator: 'max',
    registers,
    collect,
  });
  const jobQueueWaiting = new Gauge({
    name: 'paywise_job_queue_waiting',
    help: 'Jobs due in the job engine (pg-boss) and not started yet, by job.',
    labelNames: ['job'],
    aggregator: 'max',
    registers,
    collect,
  });
  const jobQueueLag = new Gauge({
    name: 'paywise_job_queue_lag_seconds',
    help: 'How long the oldest due job has been waiting to start, by job (0 when none waits).',
    labelNames: ['job'],
    aggregator: 'max',
    registers,
    collect,
  });
  const poolConnections = new Gauge({
    name: 'paywise_db_pool_connections',
    help: "This process's PostgreSQL connection pool: 'total', 'idle', and 'waiting' (queries queued for a connection).",
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return {
    setSources: (next) => {
      sources = next;
    },
    ordersUnfinished,
    oldestUnfinishedOrder,
    jobQueueWaiting,
    jobQueueLag,
    poolConnections,
    registry,
    httpRequests: new Counter({
      name: 'paywise_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code (5xx are errors).',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'paywise_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    adapterCalls: new Histogram({
      name: 'paywise_external_call_duration_seconds',
      help: "Calls to the payment gateway and the biller (their adapter ports), by method and outcome ('ok' or 'error').",
      labelNames: ['port', 'method', 'outcome'],
      buckets: CALL_BUCKETS,
      registers,
    }),
    jobRuns: new Counter({
      name: 'paywise_job_runs_total',
      help: "Background job runs in this process, by job and outcome ('ok' or 'error').",
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'paywise_job_duration_seconds',
      help: 'Time a background job run took.',
      labelNames: ['job'],
      buckets: CALL_BUCKETS,
      registers,
    }),
    jobLastSuccess: new Gauge({
      name: 'paywise_job_last_success_timestamp_seconds',
      help: 'When a run of the job last finished without error (Unix time; time() minus this is how stale it is).',
      labelNames: ['job'],
      aggregator: 'max',
      registers,
    }),
    orderStatusChanges: new Counter({
      name: 'paywise_order_status_changes_total',
      help: 'Orders that moved to a status (created orders count under their first status).',
      labelNames: ['status'],
      registers,
    }),
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * The same port with every asynchronous method timed into `paywise_external_call_duration_seconds` (the network
 * calls; synchronous methods such as signature checks, and async iterables, pass through untimed). A Proxy, so the
 * port's other properties and `this` are unchanged.
 */
export function instrumentPort<T extends object>(port: T, name: string, metrics: Metrics): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const cached = wrapped.get(property);
      if (cached && (cached as { original?: unknown }).original === value) return cached;
      const method = property;
      const timed = function (this: unknown, ...args: unknown[]) {
        const end = metrics.adapterCalls.startTimer({ port: name, method });
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(this === receiver ? target : this, args);
        } catch (error) {
          end({ outcome: 'error' });
          throw error;
        }
        if (!isThenable(result)) return result;
        return Promise.resolve(result).then(
          (answer) => {
            end({ outcome: 'ok' });
            return answer;
          },
          (error: unknown) => {
            end({ outcome: 'error' });
            throw error;
          },
        );
      };
      Object.assign(timed, { original: value });
      wrapped.set(property, timed);
      return timed;
    },
  });
}

/** Each job's run counted and timed (its outcome, its duration, its last success). */
export function instrumentJobs<J extends { name: string; run(stopping: AbortSignal): Promise<unknown> }>(
  jobs: J[],
  metrics: Metrics,
): J[] {
  return jobs.map((job) => ({
    ...job,
    run: async (stopping: AbortSignal) => {
      const end = metrics.jobDuration.startTimer({ job: job.name });
      try {
        const result = await job.run(stopping);
        metrics.jobRuns.inc({ job: job.name, outcome: 'ok' });
        metrics.jobLastSuccess.set({ job: job.name }, Date.now() / 1000);
        return result;
      } catch (error) {
        metrics.jobRuns.inc({ job: job.name, outcome: 'error' });
        throw error;
      } finally {
        end();
      }
    },
  }));
}

/**
 * In a node:cluster worker: answer the primary's AggregatorRegistry with this registry (prom-client's worker side
 * answers with the global registry only, unless told otherwise). The primary then serves
 * `await aggregator.clusterMetrics()`: see docs/metrics.md.
 */
export function useForClusterAggregation(metrics: Metrics) {
  AggregatorRegistry.setRegistries([metrics.registry]);
  // prom-client installs the worker's answering listener when an AggregatorRegistry is built (once per process).
  new AggregatorRegistry();
}

export type { Metric };
