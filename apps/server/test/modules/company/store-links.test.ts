import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { buildTestApp } from '../../helpers/test-app';

/** The App Store / Google Play badges link to the stores only when real store links are configured. */
describe('store links (APP_STORE_URL, PLAY_STORE_URL)', () => {
  it('are null in the company details when not configured (the footer shows no badges)', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ appStoreUrl: null, playStoreUrl: null });
    } finally {
      await t.close();
    }
  });

  it('are answered with the company details when configured, each on its own', async () => {
    const t = await buildTestApp({
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=in.paywise',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies' });
      expect(res.json()).toMatchObject({
        appStoreUrl: null,
        playStoreUrl: 'https://play.google.com/store/apps/details?id=in.paywise',
      });
    } finally {
      await t.close();
    }
  });

  it('must be https:// addresses', () => {
    expect(() =>
      loadConfig({ DATA_DIR: 'memory://', APP_STORE_URL: 'http://apps.apple.com/app/id1' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: 'memory://', PLAY_STORE_URL: 'javascript:alert(1)' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ DATA_DIR: 'memory://', APP_STORE_URL: '' }).storeLinks).toEqual({
      appStore: null,
      playStore: null,
    });
  });
});
