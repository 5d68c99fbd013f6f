// Two (or more) PayWise server processes on one PostgreSQL and one Redis, behind a round-robin load balancer,
// all on this machine: the scale-out setup of the README's production section, small enough to run anywhere.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/paywise_cluster node scripts/cluster.mjs
//   → prints the balancer's URL; Ctrl-C (or SIGTERM) stops the balancer and every server.
//
// Settings (environment):
//   DATABASE_URL     required: the PostgreSQL server. The database it names is created when missing;
//                    when it names none, `paywise_cluster` is used. `test` (the test suite's) and the
//                    maintenance databases (`postgres`, `template0/1`) are refused.
//   REDIS_URL        default redis://127.0.0.1:6379 (rate limits shared by every server).
//   CLUSTER_SERVERS  how many server processes (default 2).
//   CLUSTER_PORT     the balancer's port (default 3400); server n listens on CLUSTER_PORT + n.
//   JWT_SECRET       shared by every server (a random one per run by default: tokens then die with the cluster).
//   Anything else the servers read (LOG_LEVEL, RATE_LIMIT_*, PAYMENT_EXPIRY_MINUTES, ...) is passed on; the
//   pipeline runs fast by default here (SWEEP_INTERVAL_SECONDS=2, SWEEP_GRACE_SECONDS=2) unless set.
//
// The balancer is @fastify/reply-from (the Fastify team's proxy core, on undici) in this process: it sends
// request n to server n mod N, overwrites X-Forwarded-For with the client's address (the servers run with
// TRUST_PROXY=1: one trusted hop, whose X-Forwarded-For entry is the client's address),
// and adds `x-upstream: server-<n>` to every response so a client can see which server answered.
// bench/cluster-proof.mjs imports startCluster() from here.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DATABASE = 'paywise_cluster';
const REFUSED_DATABASES = new Set(['test', 'postgres', 'template0', 'template1']);

/** The database URL the servers use: the named database (paywise_cluster when none), never `test`. */
export function clusterDatabaseUrl(serverUrl) {
  if (!serverUrl) {
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/paywise_cluster',
    );
  }
  const url = new URL(serverUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || DEFAULT_DATABASE;
  if (REFUSED_DATABASES.has(name)) {
    throw new Error(`Refusing to run a cluster in the "${name}" database: name a database of its own.`);
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Creates the database when it does not exist yet (through the server's `postgres` database). */
async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

async function waitForHealth(base, child, seconds = 90) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${base}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${base}: the server did not answer /api/health within ${seconds} s`);
}

/**
 * Starts `servers` server processes and the balancer. Returns { url, servers: [{ name, port, pid, url }],
 * databaseUrl, stop() }. `log(serverName, line)` receives every line a server prints (default: prefixed on
 * stdout); `onServerExit(server, code)` is called when a server stops before stop() was called.
 */
export async function startCluster({
  databaseUrl: requestedUrl,
  redisUrl = 'redis://127.0.0.1:6379',
  servers: count = 2,
  port = 3400,
  host = '127.0.0.1',
  jwtSecret = randomBytes(32).toString('hex'),
  env = {},
  log = (name, line) => console.log(`[${name}] ${line}`),
  onServerExit = () => {},
} = {}) {
  const databaseUrl = clusterDatabaseUrl(requestedUrl);
  await ensureDatabase(databaseUrl);

  let started = false;
  let stopping = false;
  const servers = [];
  const stopServers = async () => {
    await Promise.all(
      servers.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // server.ts finishes in-flight requests and jobs within 10 s, then exits by itself.
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  };

  for (let n = 1; n <= count; n++) {
    const serverPort = port + n;
    const name = `server-${n}`;
    // One node process with the tsx loader (not npx → sh → tsx): its pid is the server's, and SIGTERM reaches it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SWEEP_INTERVAL_SECONDS: '2',
        SWEEP_GRACE_SECONDS: '2',
        ...env,
        NODE_ENV: 'production',
        HOST: host,
        PORT: String(serverPort),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET: jwtSecret,
        PAYMENTS_SANDBOX: 'true',
        TRUST_PROXY: '1',
      },
    });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => log(name, line));
    }
    const server = { name, port: serverPort, pid: child.pid, url: `http://${host}:${serverPort}`, child };
    child.once('exit', (code, signal) => {
      // While starting, waitForHealth reports it (and the startup fails).
      if (started && !stopping) onServerExit(server, code ?? signal);
    });
    servers.push(server);
  }

  const balancer = Fastify({ logger: false });
  try {
    await Promise.all(servers.map(({ url, child }) => waitForHealth(url, child)));
    // Bodies pass through as they came (no parsing, no re-encoding): the servers validate them.
    balancer.removeAllContentTypeParsers();
    balancer.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await balancer.register(replyFrom, { disableRequestLogging: true });
    let next = 0;
    balancer.all('/*', (request, reply) => {
      const server = servers[next++ % servers.length];
      return reply.from(`${server.url}${request.url}`, {
        rewriteRequestHeaders: (_request, headers) => ({
          ...headers,
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host ?? '',
        }),
        rewriteHeaders: (headers) => ({ ...headers, 'x-upstream': server.name }),
      });
    });
    await balancer.listen({ port, host });
  } catch (error) {
    stopping = true;
    await balancer.close();
    await stopServers();
    throw error;
  }
  started = true;

  return {
    url: `http://${host}:${port}`,
    databaseUrl,
    servers: servers.map(({ name, port: serverPort, pid, url }) => ({ name, port: serverPort, pid, url })),
    async stop() {
      if (stopping) return;
      stopping = true;
      await balancer.close();
      await stopServers();
    },
  };
}

async function main() {
  let cluster;
  let closing = false;
  const shutdown = async (exitCode) => {
    if (closing) return;
    closing = true;
    console.log('Stopping the balancer and the servers...');
    await cluster?.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL || undefined,
    servers: Number(process.env.CLUSTER_SERVERS ?? 2),
    port: Number(process.env.CLUSTER_PORT ?? 3400),
    jwtSecret: process.env.JWT_SECRET || undefined,
    onServerExit: (server, code) => {
      console.error(`${server.name} (pid ${server.pid}) stopped (${code}): stopping the cluster.`);
      void shutdown(1);
    },
  });
  const where = new URL(cluster.databaseUrl);
  console.log(
    `\nPayWise cluster: ${cluster.servers.map((s) => `${s.name} pid ${s.pid} at ${s.url}`).join(', ')}` +
      `\non PostgreSQL ${where.host}${where.pathname} and Redis ${process.env.REDIS_URL || 'redis://127.0.0.1:6379'}.` +
      `\nBalancer (round robin): ${cluster.url}   (Ctrl-C stops everything)\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
