import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@paywise/domain/contracts/errors';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser refused, as the usual JSON error. Anything not listed is a 400. */
const ANSWERS: Record<string, { status: number; message: string; code: ErrorCode }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'The request address or its headers are too large.',
    code: 'HEADERS_TOO_LARGE',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive.',
    code: 'REQUEST_TIMEOUT',
  },
};
const MALFORMED = {
  status: 400,
  message: 'The request is not valid HTTP.',
  code: 'INVALID_HTTP' as ErrorCode,
};

/** How long the rest of a refused request is read and dropped before the connection is cut. */
const DRAIN_MS = 2_000;

const answered = new WeakSet<Socket>();

/**
 * Node's `clientError`: a request refused before Fastify saw it (an over-long URL or header block, a malformed
 * request line). Fastify's default answers without `Connection: close` and destroys the socket at once, so a
 * keep-alive client, still sending the rest of a long URL, gets a reset (ECONNRESET) instead of the answer.
 * Here the answer says `Connection: close`, the server ends its side, reads and drops what the client still
 * sends (closing with unread data makes the kernel send a reset), and cuts the connection after DRAIN_MS.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const { status, message, code } = (error.code && ANSWERS[error.code]) || MALFORMED;
  this.log.debug({ code: error.code, status }, 'request refused by the HTTP parser');

  // Never in the middle of a response already being written on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ message, code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.end();
  socket.on('data', () => {});
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
