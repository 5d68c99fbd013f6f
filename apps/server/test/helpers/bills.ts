import type { FastifyInstance } from 'fastify';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { billFetches } from '../../src/db/schema';
import { injectAs } from './test-app';

let addressCounter = 0;

/**
 * POST /api/bills/fetch as the web app's Fetch Bill does (a visitor when `user` is null), each call from its own
 * client address so that the per-IP limit never interferes. Returns the bill with its billFetchRef.
 */
export async function fetchBill(
  app: FastifyInstance,
  user: { token: string } | null,
  body: { type: string; operator: string; accountNumber: string },
): Promise<BillDto & { billFetchRef: string }> {
  addressCounter++;
  const res = await injectAs(app, user, {
    method: 'POST',
    url: '/api/bills/fetch',
    payload: body,
    remoteAddress: `10.77.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`bill fetch answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * A bill fetch recorded straight in the database, for an amount the sandbox biller would not answer (a test that
 * pays every service ₹499). Returns its ref.
 */
export async function seedBillFetch(
  app: FastifyInstance,
  fields: {
    customerId: number | null;
    service: string;
    orderType: string;
    displayType: string;
    operator: string;
    identifier: string;
    amountPaise: number;
    minimumPaise?: number;
  },
): Promise<string> {
  const ref = `bf_seed${Date.now().toString(36)}${(addressCounter++).toString(36)}`.slice(0, 40);
  await app.db.insert(billFetches).values({
    ref,
    customerName: 'Test Customer',
    billNumber: `BLSEED${addressCounter}`,
    billDate: '2026-11-01',
    dueDate: '2026-11-30',
    minimumPaise: fields.minimumPaise ?? null,
    isPartialAllowed: fields.minimumPaise !== undefined,
    ...fields,
  });
  return ref;
}
