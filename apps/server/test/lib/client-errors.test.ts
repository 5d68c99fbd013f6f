import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an over-long URL or header block, a malformed
 * request line). A keep-alive client must be told the connection ends (`Connection: close`) and then see it
 * end cleanly, not be reset.
 */
const t = useTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

interface RawOutcome {
  response: string;
  /** How the connection ended: 'end' (the server closed it cleanly), or the socket error's code. */
  ending: string;
}

/** Writes raw bytes on one keep-alive connection and collects everything until the connection ends. */
function rawRequest(bytes: string): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (ending: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ response: Buffer.concat(chunks).toString('latin1'), ending });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish('end'));
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    socket.setTimeout(5_000, () => finish('timeout'));
    socket.write(bytes);
  });
}

const headerOf = (response: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im').exec(response.split('\r\n\r\n')[0])?.[1]?.trim();
const bodyOf = (response: string) => response.split('\r\n\r\n').slice(1).join('\r\n\r\n');

describe('requests the HTTP parser refuses', () => {
  it('an over-long URL: 431 JSON with Connection: close, and the connection ends without a reset', async () => {
    // 20 kB is read whole before the parser refuses it; 1 MB is still arriving when it does.
    for (const length of [20_000, 20_000, 1_000_000, 1_000_000, 1_000_000]) {
      const url = `/api/health?q=${'a'.repeat(length)}`;
      const { response, ending } = await rawRequest(
        `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`,
      );
      expect(response).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(headerOf(response, 'connection')).toBe('close');
      expect(headerOf(response, 'content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(bodyOf(response))).toEqual({
        message: 'The request address or its headers are too large.',
        code: 'HEADERS_TOO_LARGE',
      });
      expect(Number(headerOf(response, 'content-length'))).toBe(Buffer.byteLength(bodyOf(response)));
      expect(ending).toBe('end');
    }
  });

  it('over-long headers: the same', async () => {
    const { response, ending } = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response).toMatch(/^HTTP\/1\.1 431 /);
    expect(headerOf(response, 'connection')).toBe('close');
    expect(ending).toBe('end');
  });

  it('a malformed request: 400 JSON with Connection: close', async () => {
    const { response, ending } = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(headerOf(response, 'connection')).toBe('close');
    expect(JSON.parse(bodyOf(response))).toEqual({
      message: 'The request is not valid HTTP.',
      code: 'INVALID_HTTP',
    });
    expect(ending).toBe('end');
  });

  it('a keep-alive client sends its next request on a new connection, never into a reset', async () => {
    // The fuzzer's case: Node's keep-alive agent with one socket, the next request queued behind the refused
    // one. Without Connection: close the agent reuses the socket the server is destroying: ECONNRESET.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<number | string>((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
    try {
      for (let round = 0; round < 20; round++) {
        const outcomes = await Promise.all([get(`/api/health?q=${'a'.repeat(20_000)}`), get('/api/health')]);
        expect(outcomes, `round ${round}`).toEqual([431, 200]);
      }
    } finally {
      agent.destroy();
    }
  });

  it('a request of normal size on a keep-alive connection is still served', async () => {
    const { response } = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});
