/* Portal service worker: shows push notifications and focuses the portal when one is clicked. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: event.data ? event.data.text() : 'Portal' };
  }
  const title = payload.title || 'Portal';
  event.waitUntil(self.registration.showNotification(title, { body: payload.body, icon: '/logo.svg', data: { url: payload.url || '/' } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) if ('focus' in client) return client.navigate(url).then((c) => c && c.focus());
      return self.clients.openWindow(url);
    }),
  );
});
