import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../src/plugins/error-handler';

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
  return {
    app,
    log: () => lines.join(''),
    /** The parsed log line with this message. */
    entry: (msg: string) => lines.map((line) => JSON.parse(line)).find((line) => line.msg === msg),
  };
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
    expect(res.json()).toEqual({ message: 'This record already exists.', code: 'DUPLICATE_RECORD' });
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

  it('answers a time-zone offset PostgreSQL cannot read with 400, like the other date errors', async () => {
    for (const [code, message] of [
      ['22009', 'time zone displacement out of range: "2024-01-01 00:00:00+99:99"'],
      ['22015', 'interval field value out of range: "999999999 years"'],
    ]) {
      const { app } = await appThrowing(failedQuery(code, message));
      const res = await app.inject({ url: '/boom' });
      expect(res.statusCode).toBe(400);
      await app.close();
    }
  });

  it('answers an unexpected database failure with a bare 500 and a log without parameters', async () => {
    const { app, log } = await appThrowing(failedQuery('XX000', 'could not read block 7 in file "base/1/2"'));
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    expect(log()).toContain('XX000');
    expect(log()).not.toContain('SECRET-HASH');
    await app.close();
  });

  it('names the cause of a failed query that has no PostgreSQL code, still without its parameters', async () => {
    const { app, log, entry } = await appThrowing(
      new Error('Failed query: select * from "users" where "email" = $1\nparams: a@b.in', {
        cause: new TypeError("Cannot read properties of undefined (reading 'rows')"),
      }),
    );
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    expect(entry('unhandled error').db).toMatchObject({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'rows')",
    });
    expect(log()).not.toContain('a@b.in');
    await app.close();
  });

  it('never logs a failed query wrapped in another error', async () => {
    const query = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.in,SECRET-HASH',
      { cause: new TypeError('value.toISOString is not a function') },
    );
    const { app, log } = await appThrowing(new Error('could not save the user', { cause: query }));
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    expect(log()).toContain('value.toISOString is not a function');
    expect(log()).not.toContain('SECRET-HASH');
    expect(log()).not.toContain('insert into');
    await app.close();
  });
});

/** What node-postgres and PGlite throw when the database cannot be reached or goes away. */
const systemError = (code: string, message: string) =>
  Object.assign(new Error(message), {
    code,
    errno: -111,
    syscall: 'connect',
    address: '127.0.0.1',
    port: 5432,
  });
const wrapped = (cause: Error) =>
  new Error('Failed query: select "id" from "users" where "id" = $1\nparams: SECRET-PARAM', { cause });

const unavailable: [string, Error][] = [
  ['ECONNREFUSED', wrapped(systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))],
  ['ECONNRESET', wrapped(systemError('ECONNRESET', 'read ECONNRESET'))],
  ['ETIMEDOUT', wrapped(systemError('ETIMEDOUT', 'connect ETIMEDOUT 10.0.0.5:5432'))],
  [
    // Node tries every address of a name: the refusals come as one AggregateError without a message.
    'ECONNREFUSED',
    wrapped(
      Object.assign(
        new AggregateError([
          systemError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432'),
          systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
        ]),
        { code: 'ECONNREFUSED' },
      ),
    ),
  ],
  ['timeout exceeded', wrapped(new Error('timeout exceeded when trying to connect'))],
  ['Connection terminated', wrapped(new Error('Connection terminated unexpectedly'))],
  [
    'connection timeout',
    new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
  ],
  ['after calling end', new Error('Cannot use a pool after calling end on the pool')],
  ['not queryable', wrapped(new Error('Client has encountered a connection error and is not queryable'))],
  ['57P01', failedQuery('57P01', 'terminating connection due to administrator command')],
  ['57P02', failedQuery('57P02', 'terminating connection because of crash of another server process')],
  ['57P03', failedQuery('57P03', 'the database system is starting up')],
  ['08006', failedQuery('08006', 'connection failure')],
  ['08P01', failedQuery('08P01', 'invalid frontend message type 0')],
  ['53300', failedQuery('53300', 'sorry, too many clients already')],
  ['55000', failedQuery('55000', 'database "paywise" is not currently accepting connections')],
  ['PGlite is closed', wrapped(new Error('PGlite is closed'))],
];

describe('the database being unreachable', () => {
  it.each(unavailable)('answers 503 with Retry-After and logs the cause (%s)', async (cause, error) => {
    const { app, log, entry } = await appThrowing(error);
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const line = entry('database unavailable');
    expect(line.level).toBe(50);
    expect(JSON.stringify(line.db)).toContain(cause);
    expect(log()).not.toContain('SECRET');
    await app.close();
  });

  it('is not a client that went away while sending its body', async () => {
    const { app } = await appThrowing(
      Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 }),
    );
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(400);
    await app.close();
  });

  it('is not a 55000 that is about something else', async () => {
    const { app } = await appThrowing(
      failedQuery('55000', 'currval of sequence "orders_id_seq" is not yet defined'),
    );
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(500);
    await app.close();
  });
});
