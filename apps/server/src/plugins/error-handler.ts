import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** PostgreSQL error codes that are the caller's fault, with the message they get (never the SQL). */
const DATABASE_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This record already exists.' },
  '23503': { status: 409, message: 'This record refers to something that does not exist.' },
  '23514': { status: 400, message: 'A value is outside the allowed range.' },
  '22001': { status: 400, message: 'A value is too long.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22007': { status: 400, message: 'A date has the wrong format.' },
  '22008': { status: 400, message: 'A date is out of range.' },
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

interface DriverError {
  code: string;
  message?: string;
  constraint?: string;
  table?: string;
}

/** The PostgreSQL error inside an error: Drizzle wraps driver errors, the code sits on the error or a cause. */
function driverErrorOf(error: unknown): DriverError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DriverError;
  }
  return undefined;
}

/**
 * What of an error may be logged. A failed query's text carries the SQL parameters (password hashes, emails,
 * codes), so for database errors only the PostgreSQL code, message and constraint are kept.
 */
function loggable(error: Error): object {
  const driver = driverErrorOf(error);
  if (!driver && !error.message?.startsWith('Failed query')) return { err: error };
  return {
    db: {
      code: driver?.code,
      message: driver?.message,
      constraint: driver?.constraint,
      table: driver?.table,
    },
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
      for (const issue of error.validation) {
        const name =
          fieldName(issue.instancePath, (issue.params as { missingProperty?: unknown })?.missingProperty) ||
          error.validationContext ||
          'request';
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['request', 'is not valid'];
      return reply.status(400).send({ message: `${firstField}: ${firstMessage}`, fields });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(error.fields ? { message: error.message, fields: error.fields } : { message: error.message });
    }
    const driverError = driverErrorOf(error);
    const dbError = driverError && DATABASE_ERRORS[driverError.code];
    if (dbError) {
      request.log.info(loggable(error), 'database rejected a request');
      return reply.status(dbError.status).send({ message: dbError.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || 'Bad request.';
      if (status === 429 && error.message) return reply.status(429).send({ message: error.message });
      return reply.status(status).send({ message });
    }
    request.log.error(loggable(error), 'unhandled error');
    return reply
      .status(status >= 500 ? status : 500)
      .send({ message: 'Something went wrong. Please try again.' });
  });
});
