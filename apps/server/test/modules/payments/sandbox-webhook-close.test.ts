import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { SANDBOX_WEBHOOK_DELAY_MS } from '../../../src/modules/payments/routes';
import { logCapture } from '../../helpers/fake-redis';
import { sandboxPay } from '../../helpers/pay';
import { buildTestApp, createVerifiedUser, injectAs } from '../../helpers/test-app';

/**
 * The sandbox delivers its webhook a moment after the payment. An app closed meanwhile (a test's end, a server's
 * shutdown) drops the delivery (the sweeper asks the gateway anyway) instead of injecting into a closed
 * Fastify and logging "sandbox webhook not delivered".
 */
it('a sandbox webhook still waiting when the app closes is dropped quietly', async () => {
  const log = logCapture();
  const t = await buildTestApp({ LOG_LEVEL: 'warn' }, { jobs: false, logStream: log.stream });
  const user = await createVerifiedUser(t.app);
  const res = await injectAs(t.app, user, {
    method: 'POST',
    url: '/api/orders',
    payload: { type: 'MOBILE', operator: 'Airtel', number: '9876543210', circle: 'Delhi NCR', amount: 199 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const result = await sandboxPay(t.app, user, { order: res.json() as CreatedOrderDto });
  expect(result.status).toBe('captured');
  await t.close();
  await sleep(SANDBOX_WEBHOOK_DELAY_MS + 500);
  expect(log.matching(/sandbox webhook/)).toEqual([]);
});
