import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const etagOf = (value: unknown): string =>
  `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;

/** Answers 304 when the caller already holds this version, otherwise sends it with its ETag. */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T, etag = etagOf(body)) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return body;
}
