import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('metrics of a node:cluster (startClusterMetrics in the primary)', () => {
  it("serves the workers' figures aggregated on 127.0.0.1: counters summed, database figures once", async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/helpers/cluster-metrics-run.ts', String(port)],
      {
        cwd: serverDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve());
        child.on('exit', (code) => reject(new Error(`the cluster exited (${code})`)));
      });
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      // Worker 1 counted 1 request, worker 2 counted 2.
      expect(text).toContain(
        'paywise_http_requests_total{method="GET",route="/api/health",status_code="200"} 3\n',
      );
      // Read from the shared database by each worker: not doubled.
      expect(text).toContain('paywise_orders_unfinished{status="Processing"} 3\n');
      // Each worker's own pool: summed.
      expect(text).toContain('paywise_db_pool_connections{state="total"} 8\n');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
