// The store's service worker: only push alerts for the owner (spec admin §7 Auth: registered
// at /sw.js). It has no fetch handler, so pages load exactly as without it.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The server sends {title, body, url, tag} (src/shared/notifications/push.schema.ts).
self.addEventListener('push', (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  event.waitUntil(
    self.registration.showNotification(alert?.title ?? 'New Order', {
      body: alert?.body ?? '',
      tag: alert?.tag,
      data: { url: alert?.url ?? '/admin/orders' },
    }),
  );
});

// Focus a tab already on the Orders page, or open one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/admin/orders', self.location.origin);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => new URL(tab.url).pathname === target.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});
