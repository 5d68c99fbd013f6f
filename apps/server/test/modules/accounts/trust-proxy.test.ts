import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { buildTestApp, uniqueEmail } from '../../helpers/test-app';

const secret = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://' };

describe('TRUST_PROXY', () => {
  it('refuses `true`, which would trust whatever X-Forwarded-For the client sends, and says what to set', () => {
    const attempt = () => loadConfig({ ...secret, TRUST_PROXY: 'true' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/TRUST_PROXY[\s\S]*number of proxies[\s\S]*TRUST_PROXY=1/);
  });

  it('takes a hop count, trusted addresses or CIDRs, or nothing', () => {
    expect(loadConfig({ ...secret }).trustProxy).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...secret, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...secret, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({ ...secret, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ ...secret, TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...secret, TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });

  it('with one proxy, counts the address the proxy saw, not the one the client wrote into X-Forwarded-For', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_ADDRESS: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail('forged'), password: 'Summer2026!' },
          // The client forges the first entry; nginx appends the address it really saw.
          headers: { 'x-forwarded-for': `10.9.8.${i + 1}, 203.0.113.5` },
          remoteAddress: '127.0.0.1',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('with trusted addresses, ignores X-Forwarded-For from anyone else', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_LOGIN_ADDRESS: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail('direct'), password: 'Summer2026!' },
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
