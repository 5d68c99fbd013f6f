import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../helpers/test-app';

/**
 * A "Redis" that records every command it is sent and answers the rate-limit store's scripts with a count of 1
 * (INFO, CLIENT and QUIT with OK): what the app writes into Redis keys can then be read back.
 */
async function startRecordingRedis() {
  let recorded = '';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.on('data', (chunk: Buffer) => {
      const text = String(chunk);
      recorded += text;
      for (const [, name] of text.matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
        const command = name.toLowerCase();
        if (command === 'evalsha' || command === 'eval') socket.write('*2\r\n:1\r\n:900000\r\n');
        else if (command === 'info') socket.write('$0\r\n\r\n');
        else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded: () => recorded,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let redis: Awaited<ReturnType<typeof startRecordingRedis>>;
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  redis = await startRecordingRedis();
  t = await buildTestApp({ REDIS_URL: redis.url }, { jobs: false });
  user = await createUser(t.app);
});

afterAll(async () => {
  await t?.close();
  await redis?.close();
});

describe('rate-limit keys (issue 40)', () => {
  it('never hold an email: login and password-reset keys carry a keyed hash of it', async () => {
    const email = user.email.toUpperCase();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not the password' },
      remoteAddress: '203.0.113.44',
    });
    expect(login.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, otp: '123456', newPassword: 'another long secret 1' },
      remoteAddress: '203.0.113.44',
    });
    expect(reset.statusCode).toBe(400);
    const sent = redis.recorded();
    // The counts did reach Redis, keyed by address and a 32-digit hash.
    expect(sent).toMatch(/login:203\.0\.113\.44:[0-9a-f]{32}/);
    expect(sent).toMatch(/reset-password:[0-9a-f]{32}/);
    const [local, domain] = user.email.toLowerCase().split('@');
    expect(sent.toLowerCase()).not.toContain(local);
    expect(sent.toLowerCase()).not.toContain(domain);
  });
});
