/* global self, clients */
// Web push in the service worker (imported by the generated sw.js; docs/decisions/0025). A push carries JSON
// { title, body, url, tag }: it is shown as a notification; a tap opens `url` (the plan's "Recharge again") in an
// open PayWise window, or a new one. Only same-origin addresses are opened.
self.addEventListener('push', function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'PayWise', {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  var url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if ('navigate' in windows[i]) {
          return windows[i].focus().then(function (client) {
            return client.navigate(url);
          });
        }
      }
      return clients.openWindow(url);
    }),
  );
});
