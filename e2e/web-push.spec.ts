import { expect, test } from '@playwright/test';

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

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      ),
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
