import type { PushPayload, ServiceWorkerMessage } from '@app/core';

/**
 * The service worker (SPEC §1 installable app, §7 push worker). Built on its own by
 * scripts/pwa-plugin.ts into /sw.js, with the build's facts filled in below.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __PWA_BUILD__: {
  /** Changes whenever a precached file does: names the cache so a new build starts a fresh one. */
  version: string;
  /** The entry's hashed scripts and styles, the offline page and the icons. */
  precache: string[];
  /** Precached files the server answers in the site's current colours (the icons, the offline page's style). */
  siteColoured: string[];
  offlinePage: string;
  notificationIcon: string;
  notificationBadge: string;
};

const { version, precache, siteColoured, offlinePage, notificationIcon, notificationBadge } = __PWA_BUILD__;
const CACHE_PREFIX = 'app-shell-';
const CACHE = `${CACHE_PREFIX}${version}`;
/** Content-hashed build output: a name never changes its content, so the cache may answer first. */
const HASHED_ASSETS = '/assets/';

self.addEventListener('install', (event) => {
  // A new build takes over at once: its cache holds everything the current pages need, and a page
  // still on an older build reloads itself if one of its chunks is gone (the chunk-reload guard).
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precache))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      // Lets the navigation request start while a sleeping worker boots, instead of after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // API answers and members' photos are private and live: never cached here (only the browser's own
  // HTTP cache rules apply). Other origins are not ours to cache either.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Every navigation is answered here, /api/ ones too (mailed links such as /api/activate.php): with
  // navigation preload on, a navigation left to the browser is requested twice, and a one-time
  // token spent by the first request fails the second.
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;

  if (url.pathname.startsWith(HASHED_ASSETS)) {
    event.respondWith(cacheFirst(request));
  } else if (siteColoured.includes(url.pathname)) {
    event.respondWith(networkFirst(request));
  } else if (precache.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  }
});

/**
 * Pages always come from the network, so a member never sees an outdated page; only when the
 * network is unreachable does the offline page answer (served under the requested URL, so it can
 * reload itself once the connection is back).
 */
async function navigation(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const offline = await caches.match(offlinePage);
    if (offline) return offline;
    throw error;
  }
}

/** Lazy route chunks are cached as they are first loaded, so a visited page also opens offline later. */
async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    // The answer goes to the page without waiting for the cache.
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * The site's colours can change without a new build (its operator's settings, issue 21), so the
 * build's version cannot tell when these go stale: the network answers (the server's ETag makes
 * that a small 304) and refreshes the copy the offline page falls back on.
 */
async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  // Nothing showable arrived (not from our server): the browser shows its own generic notice.
  if (!payload) return;
  event.waitUntil(Promise.all([showNotification(payload), updateBadge(payload), tellOpenTabs(payload)]));
});

function readPayload(data: PushMessageData | null): PushPayload | undefined {
  try {
    const payload = data?.json() as PushPayload | undefined;
    return payload && typeof payload.title === 'string' ? payload : undefined;
  } catch {
    return undefined;
  }
}

function showNotification(payload: PushPayload): Promise<void> {
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.body,
    icon: payload.icon ?? notificationIcon,
    badge: notificationBadge,
    tag: payload.tag,
    // One notification per chat is replaced by the next message; it should still sound again.
    renotify: payload.type === 'message',
    data: { url: payload.url },
  };
  return self.registration.showNotification(payload.title, options);
}

/** SPEC §4: the app icon shows the unread total; failing to set it does not matter (SPEC §8). */
async function updateBadge(payload: PushPayload): Promise<void> {
  const nav = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
  if (payload.badge_count === undefined || !nav.setAppBadge) return;
  await nav.setAppBadge(payload.badge_count).catch(() => {});
}

/** SPEC §7: a push makes open tabs reload chats and likes (the web app listens in pwa/pwa-sync). */
async function tellOpenTabs(payload: PushPayload): Promise<void> {
  const message: ServiceWorkerMessage = { type: 'push', event: payload.type };
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  // Only pages of this site: a payload cannot send the member elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(openPage(target.href));
});

/** Focuses the tab already showing the page, or brings an open tab there, or opens a new window. */
async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  if (showing) {
    await showing.focus();
    return;
  }
  const tab = windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  if (tab) {
    // navigate() answers null (or throws) for a tab this worker does not control; open a window then.
    const navigated = await tab.navigate(url).catch(() => null);
    if (navigated) {
      await navigated.focus();
      return;
    }
  }
  await self.clients.openWindow(url);
}
