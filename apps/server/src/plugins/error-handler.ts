import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode, FieldErrorCode } from '@paywise/domain/contracts/errors';
import { AppError, codesOfFields, ConflictWithFacts } from '../lib/app-error';

/** PostgreSQL error codes that are the caller's fault, with the message they get (never the SQL). */
const DATABASE_ERRORS: Record<string, { status: number; message: string; code?: ErrorCode }> = {
  '23505': { status: 409, message: 'This record already exists.', code: 'DUPLICATE_RECORD' },
  '23503': {
    status: 409,
    message: 'This record refers to something that does not exist.',
    code: 'REFERENCE_MISSING',
  },
  '23514': { status: 400, message: 'A value is outside the allowed range.' },
  '22001': { status: 400, message: 'A value is too long.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22007': { status: 400, message: 'A date has the wrong format.' },
  '22008': { status: 400, message: 'A date is out of range.' },
  '22009': { status: 400, message: 'A time zone offset is out of range.' },
  '22015': { status: 400, message: 'A time interval is out of range.' },
  '22021': { status: 400, message: 'A value contains a character that cannot be stored.' },
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header is wrong.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

/** The API's code for Fastify's own 4xx errors (decision 0028); any other is BAD_REQUEST (or by status). */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_VALIDATION: 'VALIDATION',
};

/** A 4xx from Fastify or a plugin without a code of ours: the code that goes with its status. */
const STATUS_CODES_4XX: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** A zod issue's code (with what it was about) as a field code. */
function fieldCodeOf(
  keyword: string,
  params: Record<string, unknown>,
  message: string | undefined,
): FieldErrorCode {
  switch (keyword) {
    case 'invalid_type':
      return /received undefined/.test(message ?? '') || params.input === undefined
        ? 'REQUIRED'
        : 'INVALID_TYPE';
    case 'too_small':
      return params.origin === 'number' || params.origin === 'bigint' || params.origin === 'date'
        ? 'TOO_SMALL'
        : 'TOO_SHORT';
    case 'too_big':
      return params.origin === 'number' || params.origin === 'bigint' || params.origin === 'date'
        ? 'TOO_LARGE'
        : 'TOO_LONG';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'invalid_value':
    case 'unrecognized_keys':
      return 'NOT_ALLOWED';
    default:
      return 'INVALID';
  }
}

interface DriverError {
  code: string;
  message?: string;
  constraint?: string;
  table?: string;
}

/** The error and what it wraps: its causes, and the attempts inside an AggregateError (one per address). */
function chainOf(error: unknown): Error[] {
  const chain: Error[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 8) {
    const e = queue.shift();
    if (!(e instanceof Error) || chain.includes(e)) continue;
    chain.push(e);
    queue.push(e.cause);
    if (e instanceof AggregateError) queue.push(...(e.errors as unknown[]));
  }
  return chain;
}

const codeOf = (e: Error) => (e as { code?: unknown }).code;
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
/** Drizzle's error for a query: its message is the SQL followed by the parameters (hashes, emails, codes). */
const isQueryText = (e: Error) => typeof e.message === 'string' && e.message.startsWith('Failed query');

/** The PostgreSQL error inside an error: Drizzle wraps driver errors, the code sits on the error or a cause. */
function driverErrorOf(error: unknown): DriverError | undefined {
  return chainOf(error).find((e) => isSqlState(codeOf(e))) as DriverError | undefined;
}

/** Socket errors while connecting to or talking with the database (Redis errors never get here: skipOnError). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and PGlite say these without a code when the connection is gone or cannot be made. */
const UNAVAILABLE_MESSAGE =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|PGlite is clos(?:ed|ing))/;

/**
 * PostgreSQL refusing to serve anyone right now, not this request: connection exceptions (08), shutdown,
 * crash or start-up (57P01–57P03), too many connections (53300), a database closed to connections (55000 has
 * other meanings too, hence its message).
 */
function isUnavailableSqlState(code: string, message: string | undefined): boolean {
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') {
    return true;
  }
  return code === '55000' && /not currently accepting connections/.test(message ?? '');
}

/** The error saying that the database is out of reach (down, restarting, closed), when that is the cause. */
function unavailableCauseOf(error: unknown): Error | undefined {
  return chainOf(error).find((e) => {
    const code = codeOf(e);
    if (isSqlState(code)) return isUnavailableSqlState(code, e.message);
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    return UNAVAILABLE_MESSAGE.test(e.message ?? '');
  });
}

/** Long enough for a restart or a failover to finish, short enough for a person waiting. */
const RETRY_AFTER_SECONDS = 5;

/** Names an error that is not a query's text: what a log reader needs, and nothing the query carried. */
function describe(e: Error, { withStack }: { withStack: boolean }): Record<string, unknown> {
  const fields = e as Error & Record<string, unknown>;
  const described: Record<string, unknown> = { name: e.name, message: e.message };
  for (const key of ['code', 'errno', 'syscall', 'address', 'port', 'constraint', 'table']) {
    if (fields[key] !== undefined) described[key] = fields[key];
  }
  // An AggregateError (one failed attempt per address) has no message of its own.
  if (e instanceof AggregateError && !e.message) {
    described.message = e.errors.map((inner: unknown) => (inner as Error)?.message).join('; ');
  }
  if (withStack && e.stack) described.stack = e.stack;
  return described;
}

/**
 * What of an error may be logged. A failed query's text carries the SQL parameters (password hashes, emails,
 * codes), and pino would print it from anywhere in the chain of causes: then only the PostgreSQL code,
 * message and constraint are kept, or, without a code, the error below the query (a TypeError, a refused
 * connection).
 */
function loggable(error: Error): object {
  const chain = chainOf(error);
  const driver = driverErrorOf(error);
  const queryIndex = chain.findIndex(isQueryText);
  if (!driver && queryIndex === -1) return { err: error };
  if (driver) {
    return {
      db: {
        code: driver.code,
        message: driver.message,
        constraint: driver.constraint,
        table: driver.table,
      },
    };
  }
  const cause = chain.slice(queryIndex + 1).find((e) => !isQueryText(e));
  return {
    db: cause
      ? describe(cause, { withStack: true })
      : { name: chain[queryIndex].name, message: 'Failed query (without a cause)' },
    ...(queryIndex > 0 ? { error: `${error.name}: ${error.message}` } : {}),
  };
}

function fieldName(instancePath: string, missing?: unknown): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string' && missing) return path ? `${path}.${missing}` : missing;
  return path;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const fieldCodes: Record<string, FieldErrorCode> = {};
      for (const issue of error.validation) {
        const params = (issue.params ?? {}) as Record<string, unknown>;
        const name =
          fieldName(issue.instancePath, params.missingProperty) || error.validationContext || 'request';
        if (fields[name] !== undefined) continue;
        fields[name] = issue.message ?? 'is not valid';
        fieldCodes[name] = fieldCodeOf(issue.keyword, params, issue.message);
      }
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['request', 'is not valid'];
      return reply
        .status(400)
        .send({ message: `${firstField}: ${firstMessage}`, code: 'VALIDATION', fields, fieldCodes });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(
        error.fields
          ? {
              message: error.message,
              code: error.code,
              fields: error.fields,
              fieldCodes: codesOfFields(error.fields, error.fieldCodes),
            }
          : {
              message: error.message,
              code: error.code,
              ...(error instanceof ConflictWithFacts ? error.facts : {}),
            },
      );
    }
    // A client's own socket errors (a body cut off: ECONNRESET with status 400) are not the database's.
    const unavailable = (error.statusCode ?? 500) >= 500 ? unavailableCauseOf(error) : undefined;
    if (unavailable) {
      request.log.error({ db: describe(unavailable, { withStack: false }) }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const driverError = driverErrorOf(error);
    const dbError = driverError && DATABASE_ERRORS[driverError.code];
    if (dbError) {
      request.log.info(loggable(error), 'database rejected a request');
      return reply
        .status(dbError.status)
        .send({ message: dbError.message, code: dbError.code ?? 'INVALID_VALUE' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request.';
      const code = (error.code && FASTIFY_CODES[error.code]) || STATUS_CODES_4XX[status] || 'BAD_REQUEST';
      if (status === 429 && error.message) {
        return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
      }
      return reply.status(status).send({ message, code });
    }
    request.log.error(loggable(error), 'unhandled error');
    return reply.status(status >= 500 ? status : 500).send({
      message: 'Something went wrong. Please try again.',
      code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
    });
  });
});
