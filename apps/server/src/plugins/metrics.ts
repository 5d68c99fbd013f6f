import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Counter, Histogram } from 'prom-client';
import { askPrimaryForMetrics } from '../lib/cluster-metrics';
import { useForClusterAggregation, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** Where METRICS_PORT listens once the app is ready (its port when METRICS_PORT=0), else null. */
    metricsAddress: () => AddressInfo | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token of an Authorization header compared with `token` in constant time (hashes of equal length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/**
 * Prometheus metrics (decision 0030). Every request is counted and timed by route pattern (`/api/orders/:id`, never
 * the raw URL: one series per route, not per order). The text is served
 * - at GET /metrics on the app's port when METRICS_TOKEN is set (Authorization: Bearer <token>, compared in
 *   constant time; 401 otherwise, 404 when no token is configured: off by default);
 * - on METRICS_PORT bound to 127.0.0.1 (no token: only this machine reaches it), when set.
 * In a node:cluster worker both answer the whole cluster's figures, aggregated by the primary
 * (lib/cluster-metrics.ts), and METRICS_PORT is the primary's to open.
 */
export const metricsPlugin = fp<{ metrics: Metrics }>(async (app: FastifyInstance, { metrics }) => {
  app.decorate('metrics', metrics);
  const { metricsToken, metricsPort } = app.config;
  if (cluster.isWorker) useForClusterAggregation(metrics);

  // Counted only when someone can read them (a token or a port): off by default, and then free per request.
  if (metricsToken || metricsPort !== undefined) {
    // One labelled child per method x route x status, built once: prom-client would otherwise sort and hash
    // the label object of each request twice (decision 0036).
    type Labels = 'method' | 'route' | 'status_code';
    const series = new Map<string, { requests: Counter.Internal; duration: Histogram.Internal<Labels> }>();
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern as registered; requests no route matched share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let child = series.get(key);
      if (!child) {
        const labels = { method: request.method, route, status_code: String(reply.statusCode) };
        child = {
          requests: metrics.httpRequests.labels(labels),
          duration: metrics.httpDuration.labels(labels),
        };
        series.set(key, child);
      }
      child.requests.inc();
      child.duration.observe(reply.elapsedTime / 1000);
      done();
    });
  }

  const text = async () =>
    cluster.isWorker
      ? ((await askPrimaryForMetrics()) ?? (await metrics.registry.metrics()))
      : metrics.registry.metrics();

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsToken) return reply.status(404).send({ message: 'Not found.', code: 'ROUTE_NOT_FOUND' });
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required.', code: 'UNAUTHENTICATED' });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await text());
  });

  let server: http.Server | null = null;
  if (metricsPort !== undefined && !cluster.isWorker) {
    server = http.createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found."}');
        return;
      }
      text().then(
        (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
        (error: Error) => {
          app.log.warn({ err: { message: error.message } }, 'could not collect metrics');
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Metrics failed."}');
        },
      );
    });
    const listening = server;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(metricsPort, '127.0.0.1', () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    });
  }
  app.decorate('metricsAddress', () => (server?.listening ? (server.address() as AddressInfo) : null));
});
