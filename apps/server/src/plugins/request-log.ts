import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bindOrderToRequest } from '../lib/logger';

/** Routes whose `:id` is an order's id: their request lines, and every line logged while they run, carry it. */
const ORDER_ROUTE = /\/(orders|recharges)\/:id(\/|$)/;

/** A fresh id for every request (unique across processes and restarts, unlike Fastify's counter). */
export const newRequestId = () => randomUUID();

/**
 * One log line per request, at info, when it is answered, instead of Fastify's 'incoming request' /
 * 'request completed' pair (app.ts passes this as `logController`): method, URL without credentials, route,
 * status, time, the user and the request id (`reqId`). A debug line marks the start of a request, for finding one
 * that never finishes.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // request.log, not reply.log: it carries the bindings added while the request ran (the order's id).
    const line = {
      req: request,
      route: request.routeOptions.url,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.user ? { userId: request.user.id } : {}),
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}

/**
 * The request id answered as X-Request-Id (a customer or a support agent can quote it), and `orderId` on every line
 * a request about an order logs, its request line included (`request.log` bindings: the order routes' `:id` here;
 * the routes that learn the order later bind it themselves with bindOrderToRequest).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.url;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (route && ORDER_ROUTE.test(route) && typeof id === 'number' && Number.isSafeInteger(id)) {
      bindOrderToRequest(request, id);
    }
  });
});
