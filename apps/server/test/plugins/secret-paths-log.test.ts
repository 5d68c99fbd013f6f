import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSetuPrepaid, type FakeSetuPrepaid } from '../helpers/fake-setu-prepaid';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Routes with a secret in their path (the Setu prepaid webhooks' token): the request log names the route pattern,
 * never the secret (issue 40), whether the token is right, wrong or the path matches no route.
 */
const WEBHOOK_TOKEN = 'webhook-token-0123456789abcdefghij';

let fake: FakeSetuPrepaid;
let t: TestApp;
let logText = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText += chunk.toString('utf8');
    done();
  },
});

beforeAll(async () => {
  fake = await startFakeSetuPrepaid();
  t = await buildTestApp(fake.env({ SETU_PREPAID_WEBHOOK_TOKEN: WEBHOOK_TOKEN, LOG_LEVEL: 'debug' }), {
    jobs: false,
    logStream,
  });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const requestLines = () =>
  logText
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; route?: string })
    .filter((line) => line.req);

describe('secret-bearing paths in the request log', () => {
  it('logs the route pattern of a Setu prepaid webhook, not its token', async () => {
    logText = '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/setu-prepaid/${WEBHOOK_TOKEN}/wallet/topup?trace=1`,
      payload: { event: 'topup', balance: '5000' },
    });
    expect(res.statusCode).toBe(200);
    expect(logText).not.toContain(WEBHOOK_TOKEN);
    const line = requestLines().find((l) => l.msg === 'request');
    expect(line?.req?.url).toBe('/api/webhooks/setu-prepaid/:token/wallet/topup?trace=1');
    expect(line?.route).toBe('/api/webhooks/setu-prepaid/:token/wallet/topup');
  });

  it('hides a wrong token and a token on a path that matches no route', async () => {
    logText = '';
    const guessed = 'someone-elses-guess-0123456789abcdef';
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/setu-prepaid/${guessed}/payment/status`,
      payload: { transactionRefId: 'x' },
    });
    expect(wrong.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/setu-prepaid/${WEBHOOK_TOKEN}/payment/unknown`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(logText).not.toContain(guessed);
    expect(logText).not.toContain(WEBHOOK_TOKEN);
    expect(requestLines().map((l) => l.req?.url)).toContain(
      '/api/webhooks/setu-prepaid/:token/payment/unknown',
    );
  });
});
