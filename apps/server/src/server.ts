import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { startClusterMetrics } from './lib/cluster-metrics';

/** How long a stop may take before the process gives up and exits 1 (workers get the same, then are killed). */
const SHUTDOWN_LIMIT_MS = 20_000;
/** A worker that dies sooner than this after starting is not restarted: the next one would die the same way. */
const RESTART_MIN_UPTIME_MS = 10_000;

/** One server: the app on its database, listening (alone, or as one of the cluster's workers on a shared port). */
async function serve(config: AppConfig) {
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });

  // A library promise nobody awaited (pg-boss fails a job on a connection that just died) must not take the
  // whole server down in a database outage: log it and keep serving; the sweeper finishes what was cut off.
  process.on('unhandledRejection', (reason: unknown) => {
    const err = reason instanceof Error ? { name: reason.name, message: reason.message } : { reason };
    app.log.error({ err }, 'unhandled rejection (ignored)');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // In-flight requests, then a running job (the job engine waits up to 5 s for it), then the database.
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    try {
      await app.close();
      await database.close();
      releaseLock();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDir}`;
  if (cluster.isWorker) {
    app.log.info(`worker ${cluster.worker?.id} is serving at http://localhost:${config.port} on ${where}`);
    process.send?.({ paywise: 'listening' });
  } else {
    app.log.info(`PayWise is running at http://localhost:${config.port} on ${where}`);
  }
}

/** One line of the primary's own log, in the shape of the servers' (pino JSON), so one reader reads both. */
function primaryLog(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stdout.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...extra, msg })}\n`,
  );
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many servers sharing one port (node:cluster
 * hands each new connection to the next worker), one after the other, and only watches them. Every worker is a whole server: its own
 * pool, and its own job workers (pg-boss runs each job once across all of them, as across machines). SIGTERM or
 * SIGINT is passed to every worker, which drains as a single server does; this process exits 0 once all have
 * exited 0. A worker that dies while serving is replaced; one that dies while the cluster starts stops it (exit 1).
 */
function supervise(config: AppConfig) {
  const started = new Map<number, number>();
  let listening = 0;
  let ready = false;
  let stopping: string | null = null;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if ((message as { paywise?: string } | null)?.paywise !== 'listening') return;
      listening += 1;
      // One at a time while starting: two pg-boss instances creating their queues at once on a fresh database
      // deadlock (40P01), and the migrations wait for each other anyway.
      if (!ready && listening < config.webConcurrency && !stopping) fork();
      if (!ready && listening >= config.webConcurrency) {
        ready = true;
        const where = 'PostgreSQL (DATABASE_URL)';
        primaryLog(
          'info',
          `PayWise is running at http://localhost:${config.port} on ${where}, ${config.webConcurrency} processes`,
        );
      }
    });
    return worker;
  };

  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const stop = (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = signal;
    if (exitCode !== 0) failed = true;
    primaryLog('info', `${signal} received: finishing in-flight requests in ${workers().length} processes`);
    for (const worker of workers()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS + 2_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (workers().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!ready || uptime < RESTART_MIN_UPTIME_MS) {
      primaryLog('error', 'a server process could not start; stopping', { code, signal });
      stop('SIGTERM', 1);
      if (workers().length === 0) process.exit(1);
      return;
    }
    primaryLog('error', 'a server process died; starting another', { code, signal });
    fork();
  });

  process.on('SIGINT', () => stop('SIGINT', 0));
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  // GET /metrics in a worker answers the whole cluster's figures, gathered here; METRICS_PORT is opened here.
  if (config.metricsToken || config.metricsPort !== undefined)
    startClusterMetrics({ port: config.metricsPort });
  fork();
}

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) supervise(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
