import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';

async function main() {
  const config = loadConfig();
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
    const timer = setTimeout(() => process.exit(1), 20_000).unref();
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
  app.log.info(`PayWise is running at http://localhost:${config.port} on ${where}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
