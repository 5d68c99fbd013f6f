import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import http from 'node:http';
import { AggregatorRegistry } from 'prom-client';

const ASK = 'paywise:metrics';
const ANSWER = 'paywise:metrics:answer';
/** How long a worker waits for the primary before answering with its own figures only. */
const ASK_TIMEOUT_MS = 3000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  body?: string;
}

/**
 * The primary of a node:cluster (scripts/start.mjs): aggregates every worker's registry with prom-client's
 * AggregatorRegistry (counters and histograms summed, database-read gauges taken once: their `aggregator`),
 * answers the workers' GET /metrics (METRICS_TOKEN) with it, and serves it on 127.0.0.1:`port` (METRICS_PORT)
 * when given. Call it once, before forking. Returns `close()`.
 */
export function startClusterMetrics({ port }: { port?: number } = {}) {
  const aggregator = new AggregatorRegistry();
  const onMessage = (worker: { send(message: unknown): boolean }, message: unknown) => {
    const ask = message as { type?: string; id?: string };
    if (ask?.type !== ASK || typeof ask.id !== 'string') return;
    const id = ask.id;
    aggregator.clusterMetrics().then(
      (body) => worker.send({ type: ANSWER, id, body } satisfies Answer),
      () => worker.send({ type: ANSWER, id } satisfies Answer),
    );
  };
  cluster.on('message', onMessage);
  let server: http.Server | null = null;
  if (port !== undefined) {
    server = http.createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found."}');
        return;
      }
      aggregator.clusterMetrics().then(
        (body) => res.writeHead(200, { 'content-type': aggregator.contentType }).end(body),
        () => res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Metrics failed."}'),
      );
    });
    server.listen(port, '127.0.0.1');
  }
  return {
    server,
    close: async () => {
      cluster.off('message', onMessage);
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * In a worker: the whole cluster's metrics text from the primary, or null when the primary does not answer
 * (it does not run startClusterMetrics): the caller then serves this process's own figures.
 */
export function askPrimaryForMetrics(): Promise<string | null> {
  if (!cluster.isWorker || !process.send) return Promise.resolve(null);
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (body: string | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(body);
    };
    const onMessage = (message: unknown) => {
      const answer = message as Partial<Answer>;
      if (answer?.type === ANSWER && answer.id === id) done(answer.body ?? null);
    };
    const timer = setTimeout(() => done(null), ASK_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}
