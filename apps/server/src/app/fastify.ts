import Fastify, { type FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { answerClientError } from '../lib/client-error';
import { loggerOptions } from '../lib/logger';
import { RequestLogController, newRequestId } from '../plugins/request-log';
import { earlyAnswerHeaders } from '../plugins/security';

/** The Fastify server of buildApp with its options and zod schemas, nothing registered yet. */
export function createFastify(config: AppConfig, logStream: DestinationStream | undefined) {
  const earlyHeaders = earlyAnswerHeaders(config);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // One line per request, written by plugins/request-log.ts (with the order id when there is one).
    logController: new RequestLogController(),
    genReqId: newRequestId,
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Requests the HTTP parser refuses (431 for an over-long URL): JSON with Connection: close, no reset.
    clientErrorHandler: answerClientError,
    // A path that is not valid percent-encoding ('/%E0%A4%A'): the usual JSON error, not Fastify's own body.
    // It is answered before any hook runs: the security headers of every /api answer are set here.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply
        .headers(earlyHeaders)
        .status(400)
        .send({ message: 'The address is not valid.', code: 'INVALID_ADDRESS' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/**
 * Fastify trusts the nth hop when given a number (lib/request.js) but its types omit the form; the same rule as
 * a function keeps the types honest.
 */
function trustProxyOption(trustProxy: AppConfig['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}
