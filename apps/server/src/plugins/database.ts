import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Decorates the app with the database; the handle's owner (server.ts or a test) closes it. */
export const databasePlugin = fp<{ handle: DatabaseHandle }>(async (app: FastifyInstance, { handle }) => {
  app.decorate('database', handle);
  app.decorate('db', handle.db);
});
