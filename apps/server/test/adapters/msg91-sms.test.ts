import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MSG91_DEFAULT_API_URL, type Msg91Config } from '../../src/config';
import { createMsg91Sms, MSG91_TIMEOUT_MS } from '../../src/adapters/sms/msg91-sms';
import { SmsError, type Sms } from '../../src/adapters/sms/sms';
import { FAKE_MSG91_TEMPLATES, startFakeMsg91, type FakeMsg91 } from '../helpers/fake-msg91';
import { TEST_JWT_SECRET } from '../helpers/test-app';
import { translator } from '../../src/lib/i18n';
import { orderCompletedSms } from '../../src/modules/phone/messages';

const otpSms: Sms = {
  to: '9876543210',
  kind: 'otp',
  variables: { otp: '123456', host: 'paywise.example' },
  text: 'Your PayWise sign-in code is 123456.\n\n@paywise.example #123456',
};

async function failure(promise: Promise<unknown>): Promise<SmsError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SmsError);
    return error as SmsError;
  }
  throw new Error('expected the send to fail');
}

describe('MSG91 SMS adapter, against a local fake of the documented Flow API', () => {
  let fake: FakeMsg91;
  const settings = (changes: Partial<Msg91Config> = {}): Msg91Config => ({
    authKey: fake.authKey,
    senderId: fake.senderId,
    templates: FAKE_MSG91_TEMPLATES,
    languageTemplates: { hi: {}, ta: {} },
    apiUrl: fake.url,
    ...changes,
  });

  beforeAll(async () => {
    fake = await startFakeMsg91();
  });
  afterEach(() => {
    fake.setFault(null);
    fake.delivered.length = 0;
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('sends the DLT template of the kind with its variables, the sender id and the auth key header', async () => {
    const result = await createMsg91Sms(settings()).send(otpSms);
    expect(result.id).toMatch(/^[0-9a-f]{24}$/);
    expect(fake.delivered).toEqual([
      {
        templateId: FAKE_MSG91_TEMPLATES.otp,
        sender: 'PAYWSE',
        mobiles: '919876543210',
        variables: { otp: '123456', host: 'paywise.example' },
      },
    ]);
    expect(fake.requests[0].authkey).toBe(fake.authKey);
  });

  it('a Hindi SMS goes out as the Hindi DLT template of its kind when one is set, else as the English one', async () => {
    const order = orderCompletedSms(
      '9876543210',
      { amount: '299.00', service: 'MOBILE', number: '9876543210', order: 'ORDID001' },
      'hi',
    );
    // The fake knows a Hindi order template with the same variables as the English one.
    const withHindi = await startFakeMsg91({
      templates: {
        [FAKE_MSG91_TEMPLATES.order]: ['amount', 'service', 'number', 'order'],
        'tmpl-order-hi': ['amount', 'service', 'number', 'order'],
      },
    });
    try {
      await createMsg91Sms(
        settings({ apiUrl: withHindi.url, languageTemplates: { hi: { order: 'tmpl-order-hi' }, ta: {} } }),
      ).send(order);
      await createMsg91Sms(settings({ apiUrl: withHindi.url })).send(order);
    } finally {
      await withHindi.close();
    }
    const [hindi, english] = withHindi.delivered;
    expect(hindi.templateId).toBe('tmpl-order-hi');
    expect(hindi.variables.service).toBe(translator('hi').orderType('MOBILE'));
    expect(hindi.variables.service).not.toBe('Mobile Recharge');
    // No Hindi template configured: the English template, with the English variables it was registered with.
    expect(english.templateId).toBe(FAKE_MSG91_TEMPLATES.order);
    expect(english.variables.service).toBe(translator(null).orderType('MOBILE'));
  });

  it('an invalid auth key is refused and not worth retrying', async () => {
    const error = await failure(createMsg91Sms(settings({ authKey: 'wrong-key' })).send(otpSms));
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(401);
    expect(fake.delivered).toHaveLength(0);
    // The key is never part of what may be logged.
    expect(JSON.stringify({ message: error.message })).not.toContain('wrong-key');
  });

  it('a template that does not match the DLT one (unknown id or missing variable) is refused, not retried', async () => {
    const unknown = await failure(
      createMsg91Sms(settings({ templates: { ...FAKE_MSG91_TEMPLATES, otp: 'not-registered' } })).send(
        otpSms,
      ),
    );
    expect(unknown.retryable).toBe(false);
    const missing = await failure(
      createMsg91Sms(settings()).send({ ...otpSms, variables: { otp: '123456' } }),
    );
    expect(missing.retryable).toBe(false);
    expect(missing.message).toContain('DLT');
    expect(fake.delivered).toHaveLength(0);
  });

  it('a 5xx is a failure worth retrying later, and the retry goes through', async () => {
    fake.setFault({ kind: 'status', status: 503, times: 1 });
    const sms = createMsg91Sms(settings());
    const error = await failure(sms.send(otpSms));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(503);
    await sms.send(otpSms);
    expect(fake.delivered).toHaveLength(1);
  });

  it('a provider that never answers is given up after the timeout (at most 10 s), as retryable', async () => {
    expect(MSG91_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    fake.setFault({ kind: 'hang', times: 1 });
    const error = await failure(createMsg91Sms(settings(), 300).send(otpSms));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('did not answer');
  });

  it('an unreachable provider is retryable', async () => {
    const error = await failure(
      createMsg91Sms(settings({ apiUrl: 'http://127.0.0.1:9/api/v5/flow' })).send(otpSms),
    );
    expect(error.retryable).toBe(true);
  });
});

describe('SMS configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: TEST_JWT_SECRET };

  it('defaults to the dev outbox outside production and to none in production', () => {
    expect(loadConfig(base).sms.provider).toBe('devoutbox');
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }).sms.provider).toBe(
      'none',
    );
  });

  it('SMS_PROVIDER=msg91 lists every missing value and stops', () => {
    let error: unknown;
    try {
      loadConfig({ ...base, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'secret-key-value' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'MSG91_SENDER_ID',
      'MSG91_TEMPLATE_OTP',
      'MSG91_TEMPLATE_ORDER',
      'MSG91_TEMPLATE_REFUND',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('MSG91_AUTH_KEY');
    expect(message).not.toContain('secret-key-value');
  });

  it('a complete MSG91 configuration uses the documented host unless MSG91_API_URL is set', () => {
    const config = loadConfig({
      ...base,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_SENDER_ID: 'PAYWSE',
      MSG91_TEMPLATE_OTP: 'a',
      MSG91_TEMPLATE_ORDER: 'b',
      MSG91_TEMPLATE_REFUND: 'c',
    });
    expect(config.sms.msg91?.apiUrl).toBe(MSG91_DEFAULT_API_URL);
    expect(config.sms.msg91?.templates).toEqual({ otp: 'a', order: 'b', refund: 'c' });
  });

  it('Hindi and Tamil DLT templates are optional, per kind', () => {
    const config = loadConfig({
      ...base,
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_SENDER_ID: 'PAYWSE',
      MSG91_TEMPLATE_OTP: 'a',
      MSG91_TEMPLATE_ORDER: 'b',
      MSG91_TEMPLATE_REFUND: 'c',
      MSG91_TEMPLATE_OTP_HI: 'a-hi',
      MSG91_TEMPLATE_ORDER_TA: 'b-ta',
    });
    expect(config.sms.msg91?.languageTemplates).toEqual({ hi: { otp: 'a-hi' }, ta: { order: 'b-ta' } });
  });

  it('the dev outbox is refused in production', () => {
    expect(() =>
      loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', SMS_PROVIDER: 'devoutbox' }),
    ).toThrow(/SMS_PROVIDER/);
  });
});
