/**
 * A node:cluster of two workers for cluster-metrics.test.ts: the primary runs startClusterMetrics on the port given
 * as argv[2]; each worker builds its metrics as the app does in a worker, counts `worker id` requests, reports a
 * database figure (the same in both) and its pool, then says "ready". The primary prints "ready" once both are.
 */
import cluster from 'node:cluster';
import { startClusterMetrics } from '../../src/lib/cluster-metrics';
import { createMetrics, useForClusterAggregation } from '../../src/lib/metrics';

if (cluster.isPrimary) {
  startClusterMetrics({ port: Number(process.argv[2]) });
  let ready = 0;
  for (let i = 0; i < 2; i++) {
    cluster.fork().on('message', (message) => {
      if (message === 'ready' && ++ready === 2) console.log('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const metrics = createMetrics();
  useForClusterAggregation(metrics);
  metrics.setSources({
    pipeline: async () => ({ unfinished: { Processing: 3 }, oldestUnfinishedSeconds: 5 }),
    pool: () => ({ total: 4, idle: 3, waiting: 0 }),
  });
  const id = cluster.worker!.id;
  metrics.httpRequests.inc({ method: 'GET', route: '/api/health', status_code: '200' }, id);
  process.send?.('ready');
}
