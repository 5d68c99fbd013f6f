import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../src/plugins/error-handler';

/** An app whose routes throw what the database layer throws, with its log captured. */
async function appThrowing(error: Error) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errorHandlerPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return { app, log: () => lines.join('') };
}

/** The shape of Drizzle's error: the SQL and its parameters in the message, the driver error as the cause. */
function failedQuery(code: string, driverMessage: string) {
  const driver = Object.assign(new Error(driverMessage), { code, constraint: 'users_email_lower_key' });
  return new Error(
    'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.in,$argon2id$v=19$SECRET-HASH',
    { cause: driver },
  );
}

describe('database errors', () => {
  it('maps a duplicate to 409 and logs neither the SQL nor its parameters', async () => {
    const { app, log } = await appThrowing(
      failedQuery('23505', 'duplicate key value violates unique constraint'),
    );
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This record already exists.' });
    expect(log()).toContain('23505');
    expect(log()).not.toContain('SECRET-HASH');
    expect(log()).not.toContain('insert into');
    await app.close();
  });

  it('answers a character PostgreSQL cannot store with 400', async () => {
    const { app } = await appThrowing(
      failedQuery('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
    );
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A value contains a character that cannot be stored.');
    await app.close();
  });

  it('answers an unexpected database failure with a bare 500 and a log without parameters', async () => {
    const { app, log } = await appThrowing(
      failedQuery('57P01', 'terminating connection due to administrator command'),
    );
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(log()).toContain('57P01');
    expect(log()).not.toContain('SECRET-HASH');
    await app.close();
  });
});
