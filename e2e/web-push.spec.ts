import { expect, test } from '@playwright/test';
import { JIO_KERALA_PLAN, placePaidOrder } from './helpers/payments';
import { createCustomer, SESSION_STORAGE_KEY, signIn } from './helpers/session';

// Web push (docs/decisions/0025): the app's service worker shows a push as a notification carrying the page a tap
// opens. The push is delivered through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage), the way the
// browser hands a push service's message to the worker; the server side (VAPID, encryption) has its API tests.
test.use({ serviceWorkers: 'allow' });

test('a push is shown by the service worker with its title, text and Recharge again link', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/recharge/mobile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${origin}/`);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const url = `${origin}/recharge/mobile?number=9876543210&operator=Jio&circle=Delhi%20NCR&amount=299&plan=1`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      title: 'Your plan ends soon',
      body: 'Your ₹299 Jio plan on 98xxxxxx10 ends on 30 Nov',
      url,
      tag: 'plan-1',
    }),
  });

  // A loaded machine (the clean-clone run beside CI) has taken over 7 s to wake the worker and show it.
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            data: n.data as unknown,
          })),
        ),
      { timeout: 20_000 },
    )
    .toEqual([
      {
        title: 'Your plan ends soon',
        body: 'Your ₹299 Jio plan on 98xxxxxx10 ends on 30 Nov',
        tag: 'plan-1',
        data: { url },
      },
    ]);
});

test('after a plan was bought: our explanation first, the browser asks only on "Turn on reminders", the device is subscribed', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const creds = await createCustomer(page.request);
  await page.goto('/');
  await signIn(page, creds);
  // The app's service worker is registered once the first page has loaded.
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { token: string }).token,
    SESSION_STORAGE_KEY,
  );
  const order = await placePaidOrder(page.request, token, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9876543212',
    circle: 'Kerala',
    amount: JIO_KERALA_PLAN.price,
    planId: JIO_KERALA_PLAN.id,
  });

  // The browser's push service (FCM for Chromium) is on the internet: this device's subscription is made up here,
  // as PushManager.subscribe would answer with a key from /api/push/config.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls = calls;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      calls.push(options);
      const json = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      return { ...json, toJSON: () => json } as unknown as PushSubscription;
    };
  });
  await page.goto(`/order/${order.id}`);
  const offer = page.getByRole('region', { name: 'Remind me before this plan ends' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('3 days before your plan ends');
  // Nothing was asked on the page's load.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  await context.grantPermissions(['notifications'], { origin });
  const stored = page.waitForResponse(
    (res) => res.url().endsWith('/api/push/subscription') && res.request().method() === 'POST',
  );
  await offer.getByRole('button', { name: 'Turn on reminders' }).click();
  expect((await stored).status()).toBe(204);
  await expect(offer.getByRole('status')).toHaveText('Reminders are on for this device.');
  const { publicKey } = (await (await page.request.get('/api/push/config')).json()) as { publicKey: string };
  const calls = await page.evaluate(
    () => (window as unknown as { pushSubscribeCalls: unknown[] }).pushSubscribeCalls,
  );
  expect(calls).toEqual([{ userVisibleOnly: true, applicationServerKey: publicKey }]);
});

test('"Not now" hides the offer for good on this device', async ({ page }) => {
  const creds = await createCustomer(page.request);
  await page.goto('/');
  await signIn(page, creds);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key)!) as { token: string }).token,
    SESSION_STORAGE_KEY,
  );
  const order = await placePaidOrder(page.request, token, {
    type: 'MOBILE',
    operator: 'Jio',
    number: '9876543213',
    circle: 'Kerala',
    amount: JIO_KERALA_PLAN.price,
    planId: JIO_KERALA_PLAN.id,
  });
  await page.goto(`/order/${order.id}`);
  const offer = page.getByRole('region', { name: 'Remind me before this plan ends' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(offer).toBeHidden();
});
