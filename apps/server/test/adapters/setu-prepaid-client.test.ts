import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  createSetuPrepaidClient,
  neverReachedSetu,
} from '../../src/adapters/recharge-provider/setu-prepaid-client';

/** Which failures of Setu prepaid's client prove that the request never reached Setu (issue 46). */

const clientAt = (url: string) =>
  createSetuPrepaidClient({
    baseUrl: url,
    authUrl: url,
    clientId: 'id',
    secret: 'secret-0123456789',
    productInstanceId: 'instance',
    timeoutMs: 500,
  });

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
};

/**
 * A server whose login works and which answers every other request `status` once it has read it (the outcome
 * of a POST is then unknown); `login` instead makes the login answer it.
 */
async function answering(status: number | 'reset', { login = false } = {}) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const isLogin = req.url === '/v1/users/login';
      const answer = isLogin === login ? status : 200;
      if (answer === 'reset') return req.socket.destroy();
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'token', refresh_token: '' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('neverReachedSetu', () => {
  it('is true for a refused connection: nothing was sent', async () => {
    const server = await answering(200);
    const client = clientAt(server.url);
    await client.walletBalance().catch(() => undefined); // logged in: the token is kept
    await server.close();
    await sleep(100); // the kept-alive socket is seen closed: the next call opens a new connection
    const err = await failureOf(client.status('PAYREF123456'));
    expect(err).toMatchObject({ operation: 'POST /recharge/status', status: 0 });
    expect(neverReachedSetu(err)).toBe(true);
  });

  it('is true for a 429 and for a failed login before the call', async () => {
    for (const [status, login] of [
      [429, false],
      [503, true],
      ['reset', true],
    ] as const) {
      const server = await answering(status, { login });
      try {
        expect(neverReachedSetu(await failureOf(clientAt(server.url).status('PAYREF123456')))).toBe(true);
      } finally {
        await server.close();
      }
    }
  });

  it('is false for a reset after the request was read, and for a 5xx: Setu may have acted', async () => {
    for (const status of ['reset', 500, 503] as const) {
      const server = await answering(status);
      try {
        expect(neverReachedSetu(await failureOf(clientAt(server.url).status('PAYREF123456')))).toBe(false);
      } finally {
        await server.close();
      }
    }
  });
});
