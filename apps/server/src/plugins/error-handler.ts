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
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header is wrong.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

function databaseErrorOf(error: unknown): { status: number; message: string } | undefined {
  // Drizzle wraps driver errors: the PostgreSQL code sits on the error or on its cause.
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_ERRORS[code]) return DATABASE_ERRORS[code];
  }
  return undefined;
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
    const dbError = databaseErrorOf(error);
    if (dbError) {
      request.log.info({ err: error }, 'database rejected a request');
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
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(status >= 500 ? status : 500)
      .send({ message: 'Something went wrong. Please try again.' });
  });
});
