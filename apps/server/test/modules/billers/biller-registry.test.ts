/**
 * The biller registry: synced from the provider (the sandbox's catalogue; Setu's List Billers, page by page, from
 * the fake built from the OpenAPI file), searched by the bill pages (GET /api/billers?category=&q=), and synced
 * again when Setu says its billers changed (BILLER_UPDATES webhook).
 */
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRegistry } from '../../../src/adapters/biller/sandbox-biller';
import { syncBillers } from '../../../src/modules/billers';
import { setuBbpsEnv, startFakeSetuBbps, type FakeSetuBbps } from '../../helpers/fake-setu-bbps';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

describe('the sandbox registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: false });
  });
  afterAll(() => t?.close());

  const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/billers?${query}` });

  it('is the catalogue: every operator of every service with bills, found by category and name', async () => {
    const first = await syncBillers({
      db: t.app.db,
      biller: t.app.adapters.biller,
      provider: 'sandbox',
      log: t.app.log,
    });
    expect(first.synced).toBe(sandboxRegistry().length);
    const res = await search('category=Electricity&q=');
    expect(res.statusCode).toBe(200);
    expect(res.json().billers).toHaveLength(Math.min(20, OPERATORS.ELECTRICITY.length));
    const adani = (await search('category=Electricity&q=ADANI')).json().billers;
    expect(adani[0]).toMatchObject({
      name: 'Adani Electricity Mumbai Limited',
      category: 'Electricity',
      fetchRequirement: 'OPTIONAL',
      exactness: 'EXACT',
      params: [{ name: 'Consumer Number', optional: false }],
      hasConvenienceFee: false,
    });
    // A second sync changes nothing and deactivates nothing.
    const again = await syncBillers({
      db: t.app.db,
      biller: t.app.adapters.biller,
      provider: 'sandbox',
      log: t.app.log,
    });
    expect(again).toEqual({ synced: first.synced, deactivated: 0 });
  });

  it('lists names starting with the text first, and takes % and _ literally', async () => {
    const names: string[] = (await search('category=Electricity&q=bangalore'))
      .json()
      .billers.map((b: { name: string }) => b.name);
    expect(names[0]).toBe('Bangalore Electricity Supply Company (BESCOM)');
    expect((await search('category=Electricity&q=%25')).json().billers).toEqual([]);
    expect((await search('category=Electricity&q=_')).json().billers).toEqual([]);
  });

  // Issue 42 (decision 0043): without a category, q searches every category (it asked for one before).
  it('searches every category without one, given at least 2 letters or digits', async () => {
    const res = await search('q=adani');
    expect(res.statusCode).toBe(200);
    expect(res.json().billers[0]).toMatchObject({ name: 'Adani Electricity Mumbai Limited' });
    const short = await search('q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'SEARCH_QUERY_INVALID' });
    expect(short.json().message).toMatch(/category/);
  });
});

describe('the Setu registry (List Billers from the fake, page by page)', () => {
  let fake: FakeSetuBbps;
  let t: TestApp;
  const WEBHOOK_SECRET = 'setu-webhook-secret-0123456789';
  beforeAll(async () => {
    fake = await startFakeSetuBbps({
      billers: Array.from({ length: 260 }, (_, i) => ({
        id: `BILL${String(i).padStart(6, '0')}MUM01`,
        name: i === 7 ? 'Tata Power Mumbai' : `Board ${String(i).padStart(3, '0')}`,
        categoryName: 'Electricity',
        paramName: i === 7 ? 'CA Number' : 'Consumer Number',
        ...(i === 7
          ? { ccfSlabs: [{ tranAmtRangeMin: 1, tranAmtRangeMax: 999_999_999, flatFee: 100, percentFee: 0 }] }
          : {}),
      })),
    });
    t = await buildTestApp(
      {
        ...setuBbpsEnv(fake),
        SETU_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      { jobs: false },
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('syncs every page, with customer parameters and whether a fee applies; requests and answers match the spec', async () => {
    const run = await syncBillers({
      db: t.app.db,
      biller: t.app.adapters.biller,
      provider: 'setu',
      log: t.app.log,
    });
    expect(run.synced).toBe(260);
    expect(fake.calls('/api/v2/bbps/billers')).toHaveLength(2);
    const res = await t.app.inject({ method: 'GET', url: '/api/billers?category=Electricity&q=tata' });
    expect(res.json().billers).toEqual([
      expect.objectContaining({
        id: 'BILL000007MUM01',
        name: 'Tata Power Mumbai',
        fetchRequirement: 'MANDATORY',
        params: [expect.objectContaining({ name: 'CA Number', regex: '^[A-Za-z0-9-]{1,30}$' })],
        hasConvenienceFee: true,
      }),
    ]);
    expect(fake.contractProblems).toEqual([]);
  });

  it('a BILLER_UPDATES webhook (with the secret) starts a sync', async () => {
    const before = fake.calls('/api/v2/bbps/billers').length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billers/setu/webhook',
      headers: { 'x-webhook-secret': WEBHOOK_SECRET },
      payload: { event: 'BILLER_UPDATES', data: {} },
    });
    expect(res.json()).toEqual({ status: 'processed' });
    for (let i = 0; i < 100 && fake.calls('/api/v2/bbps/billers').length < before + 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fake.calls('/api/v2/bbps/billers').length).toBe(before + 2);
    expect(fake.contractProblems).toEqual([]);
  });
});
