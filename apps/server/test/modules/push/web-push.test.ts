import { eq, sql, type SQL } from 'drizzle-orm';
import { orderPlanOf } from '@paywise/domain/catalogue/plan-facts';
import { plansForNames } from '@paywise/domain/catalogue/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, type PushResolver } from '../../../src/adapters/push/web-push-sender';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../../src/adapters/push/push-endpoints';
import { loadConfig } from '../../../src/config';
import { orders, pushSubscriptions } from '../../../src/db/schema';
import { remindersSecret } from '../../../src/modules/bills/bill-reminders';
import { runPlanReminders } from '../../../src/modules/plan-reminders/service';
import { createPushNotifier } from '../../../src/modules/push/service';
import { startFakePushService, type FakePushService } from '../../helpers/fake-push';
import { createRecordingMailer } from '../../helpers/smtp';
import {
  createVerifiedUser,
  injectAs,
  TEST_JWT_SECRET,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';

/** Web push (docs/decisions/0025): VAPID keys, subscriptions, and the plan reminder as a push. */
let pushService: FakePushService;
// Started before the app, which is told its origin; it learns the app's VAPID key once the app is built.
beforeAll(async () => {
  pushService = await startFakePushService({ applicationServerKey: () => t.app.config.push!.publicKey });
});
afterAll(() => pushService.close());
const t = useTestApp(
  () => ({ PUSH_SERVICE_HOSTS: [pushService.origin, ...DEFAULT_PUSH_SERVICE_HOSTS].join(',') }),
  { jobs: false },
);

const { mails, mailer } = createRecordingMailer();
const sender = (push = t.app.config.push!, resolve?: PushResolver) =>
  createWebPushSender(push, { ca: pushService.ca, pushServiceHosts: t.app.config.pushServiceHosts, resolve });
const notifier = (push = t.app.config.push!) =>
  createPushNotifier({ db: t.app.db, sender: sender(push), log: t.app.log });
const reminderDeps = (push = notifier()) => ({
  db: t.app.db,
  mailer,
  log: t.app.log,
  push,
  appUrl: 'https://paywise.example',
  secret: remindersSecret(TEST_JWT_SECRET),
});

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const subscribe = (user: TestUser | null, payload: object) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/push/subscription', payload });

const JIO_299 = plansForNames('Jio', 'Delhi NCR').find(
  (plan) => plan.price === 299 && plan.validity === '28 days',
)!;
let counter = 0;
/** A Completed Jio ₹299 order (28 days) placed 25 days ago: its plan ends in three days. */
async function planEndingSoon(user: TestUser) {
  const mobile = `97${String(11_220_000 + ++counter).padStart(8, '0')}`;
  const [row] = await t.app.db
    .insert(orders)
    .values({
      customerId: user.id,
      orderType: 'MOBILE',
      displayType: 'MOBILE',
      operator: 'Jio',
      mobile,
      circle: 'Delhi NCR',
      amountPaise: 29_900,
      status: 'Completed',
      plan: orderPlanOf(JIO_299),
      createdAt: new Date(Date.now() - 25 * 86_400_000),
    })
    .returning({ id: orders.id });
  return { id: row.id, mobile };
}

describe('VAPID keys', () => {
  it('GET /api/push/config gives the public key (generated in development, from the environment otherwise)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.app.config.push!.publicKey });
    expect(t.app.config.push!.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(t.app.config.push!.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('production takes the pair from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; none means no push; half a pair is refused', () => {
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: 'memory://',
      PAYMENTS_SANDBOX: 'true',
    };
    const { publicKey, privateKey } = t.app.config.push!;
    const set = loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(set.push).toEqual({ publicKey, privateKey, subject: 'mailto:no-reply@paywise.local' });
    expect(loadConfig(base).push).toBeNull();
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: publicKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/,
    );
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be the base64url P-256 public key/,
    );
  });
});

describe('POST/DELETE /api/push/subscription', () => {
  it("stores the browser's subscription per customer, once per endpoint; DELETE forgets it", async () => {
    const user = await createVerifiedUser(t.app);
    const browser = pushService.subscribe();
    expect((await subscribe(null, browser.subscription)).statusCode).toBe(401);
    const bad = await subscribe(user, { ...browser.subscription, keys: { p256dh: 'x', auth: 'y' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/p256dh/);
    expect((await subscribe(user, browser.subscription)).statusCode).toBe(204);
    expect((await subscribe(user, browser.subscription)).statusCode).toBe(204);
    const stored = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, user.id));
    expect(stored).toEqual([
      expect.objectContaining({
        endpoint: browser.subscription.endpoint,
        p256dh: browser.subscription.keys.p256dh,
        auth: browser.subscription.keys.auth,
      }),
    ]);

    const other = await createVerifiedUser(t.app);
    const remove = (who: TestUser) =>
      injectAs(t.app, who, {
        method: 'DELETE',
        url: '/api/push/subscription',
        payload: { endpoint: browser.subscription.endpoint },
      });
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(user)).statusCode).toBe(204);
    expect((await remove(user)).statusCode).toBe(404);
  });
});

describe("push endpoints: only the browsers' push services, never an address inside (SSRF)", () => {
  const keys = () => pushService.subscribe().subscription.keys;

  it.each([
    ['http://fcm.googleapis.com/fcm/send/abc', 'not https'],
    ['https://127.0.0.1/push/abc', 'an IP literal'],
    ['https://[::1]/push/abc', 'an IPv6 literal'],
    ['https://169.254.169.254/latest/meta-data', 'the cloud metadata address'],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', 'a port that is not the default'],
    ['https://push.example.net/send/abc', 'a host that is not a push service'],
    ['https://fcm.googleapis.com.evil.example/send/abc', 'a look-alike host'],
    ['https://user:pw@fcm.googleapis.com/fcm/send/abc', 'credentials in the URL'],
  ])('refuses %s (%s) with 400 PUSH_ENDPOINT_REFUSED', async (endpoint) => {
    const user = await createVerifiedUser(t.app);
    const res = await subscribe(user, { endpoint, expirationTime: null, keys: keys() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'PUSH_ENDPOINT_REFUSED',
      message: 'Notifications can only be sent through a browser push service.',
    });
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGuQyavXutnMH2KJ',
  ])('accepts %s', async (endpoint) => {
    const user = await createVerifiedUser(t.app);
    expect((await subscribe(user, { endpoint, expirationTime: null, keys: keys() })).statusCode).toBe(204);
  });

  it('a subscription another customer holds is not moved to the caller (409), and stays theirs', async () => {
    const owner = await createVerifiedUser(t.app);
    const caller = await createVerifiedUser(t.app);
    const browser = pushService.subscribe();
    expect((await subscribe(owner, browser.subscription)).statusCode).toBe(204);
    const res = await subscribe(caller, browser.subscription);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PUSH_SUBSCRIPTION_TAKEN');
    const stored = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(stored.map((row) => row.customerId)).toEqual([owner.id]);
  });

  it('at send time, an endpoint whose host resolves to a private address is not called', async () => {
    const resolved: string[] = [];
    const resolveToInside: PushResolver = async (hostname) => {
      resolved.push(hostname);
      return [{ address: '10.0.0.7', family: 4 }];
    };
    const target = { endpoint: 'https://fcm.googleapis.com/fcm/send/inside', keys: keys() };
    await expect(sender(undefined, resolveToInside).send(target, '{}')).rejects.toThrow(
      'the push endpoint resolves to an internal address',
    );
    expect(resolved).toEqual(['fcm.googleapis.com']);
  });

  it('at send time, a stored endpoint the rules refuse (saved before them) is not called, and is forgotten', async () => {
    const user = await createVerifiedUser(t.app);
    await t.app.db
      .insert(pushSubscriptions)
      .values({ customerId: user.id, endpoint: 'http://127.0.0.1:6379/', ...keys() });
    const resolved: string[] = [];
    const resolveAny: PushResolver = async (hostname) => {
      resolved.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const run = await createPushNotifier({
      db: t.app.db,
      sender: sender(undefined, resolveAny),
      log: t.app.log,
    }).notify(user.id, { title: 'x', body: 'y', url: 'https://x.example' });
    expect(run).toEqual({ sent: 0, failed: 0 });
    expect(resolved).toEqual([]);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from push_subscriptions where customer_id = ${user.id}`,
    );
    expect(n).toBe(0);
  });
});

describe('erasure', () => {
  it("the customer's data export lists their push subscriptions (the devices we may notify), nobody else's", async () => {
    const user = await createVerifiedUser(t.app);
    const other = await createVerifiedUser(t.app);
    const mine = pushService.subscribe();
    const theirs = pushService.subscribe();
    expect((await subscribe(user, mine.subscription)).statusCode).toBe(204);
    expect((await subscribe(other, theirs.subscription)).statusCode).toBe(204);
    const res = await injectAs(t.app, user, { method: 'GET', url: '/api/users/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pushSubscriptions).toEqual([
      { endpoint: mine.subscription.endpoint, createdAt: expect.any(String) },
    ]);
    expect(res.body).not.toContain(theirs.subscription.endpoint);
  });

  it("an erased account's push subscriptions are deleted with its other personal data", async () => {
    const user = await createVerifiedUser(t.app);
    await subscribe(user, pushService.subscribe().subscription);
    const res = await injectAs(t.app, user, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from push_subscriptions where customer_id = ${user.id}`,
    );
    expect(n).toBe(0);
  });
});

describe('the plan reminder as a web push', () => {
  it('reaches the push service signed with the VAPID key, encrypted for the browser, with Recharge again', async () => {
    const user = await createVerifiedUser(t.app);
    const browser = pushService.subscribe();
    await subscribe(user, browser.subscription);
    const order = await planEndingSoon(user);
    const run = await runPlanReminders(reminderDeps());
    expect(run.pushed).toBeGreaterThanOrEqual(1);
    const pushes = pushService.delivered.filter((push) => push.endpoint === browser.subscription.endpoint);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].claims.aud).toBe(new URL(browser.subscription.endpoint).origin);
    expect(pushes[0].claims.sub).toBe('mailto:no-reply@paywise.local');
    expect(pushes[0].ttl).toBe(String(24 * 60 * 60));
    const [mail] = mails.filter((m) => m.to === user.email);
    expect(JSON.parse(pushes[0].payload)).toEqual({
      title: 'Your plan ends soon',
      body: mail.subject,
      url: `https://paywise.example/recharge/mobile?number=${order.mobile}&operator=Jio&circle=Delhi%20NCR&amount=299&plan=${JIO_299.id}`,
      tag: `plan-${order.id}`,
    });
    // Once per order: a second run pushes nothing more.
    await runPlanReminders(reminderDeps());
    expect(
      pushService.delivered.filter((push) => push.endpoint === browser.subscription.endpoint),
    ).toHaveLength(1);
  });

  it('not when the customer turned plan expiry pushes off (the mail still goes)', async () => {
    const user = await createVerifiedUser(t.app);
    const browser = pushService.subscribe();
    await subscribe(user, browser.subscription);
    await injectAs(t.app, user, {
      method: 'PUT',
      url: '/api/users/me/notifications',
      payload: { push: { planExpiry: false } },
    });
    await planEndingSoon(user);
    await runPlanReminders(reminderDeps());
    expect(pushService.delivered.filter((push) => push.endpoint === browser.subscription.endpoint)).toEqual(
      [],
    );
    expect(mails.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('the push service refuses another key; a subscription the push service says is gone (410) is deleted', async () => {
    const user = await createVerifiedUser(t.app);
    const browser = pushService.subscribe();
    await subscribe(user, browser.subscription);
    const stranger = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      JWT_SECRET: TEST_JWT_SECRET,
    }).push!;
    const forged = await notifier(stranger).notify(user.id, {
      title: 'x',
      body: 'y',
      url: 'https://x.example',
    });
    expect(forged).toEqual({ sent: 0, failed: 1 });
    expect(pushService.refused.at(-1)).toMatchObject({
      endpoint: browser.subscription.endpoint,
      status: 403,
      reason: 'not the key the browser subscribed with',
    });
    // The right key with another key's signature (k of ours, signed by the stranger) is a bad signature.
    const mixed = await notifier({ ...stranger, publicKey: t.app.config.push!.publicKey }).notify(user.id, {
      title: 'x',
      body: 'y',
      url: 'https://x.example',
    });
    expect(mixed.failed).toBe(1);
    expect(pushService.refused.at(-1)?.reason).toBe('bad signature');

    pushService.expire(browser.subscription.endpoint);
    expect(await notifier().notify(user.id, { title: 'x', body: 'y', url: 'https://x.example' })).toEqual({
      sent: 0,
      failed: 0,
    });
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from push_subscriptions where customer_id = ${user.id}`,
    );
    expect(n).toBe(0);
  });
});
