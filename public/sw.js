/* Tablée service worker — hand written, no dependencies, never renamed or hashed.
 *
 * Build: Trunk copies this file to dist/sw.js (copy-file in index.html); then the post_build
 * hook `node scripts/precache.mjs` replaces the placeholder below with the build's precache
 * manifest: { version: "<hash over every entry>", files: ["<url> <revision>" or "<url>", ...],
 * later: [...] },
 * where a file's revision is the start of the SHA-256 of its bytes, and a file named by it
 * (name-<revision>.ext) is listed by its URL alone. A new deploy therefore changes this
 * file's bytes, the browser installs the new worker, which fills a new cache `tablee-<version>`;
 * it waits until the page sends {type: 'SKIP_WAITING'} (the app's "update ready" prompt), and
 * on activation deletes the old caches.
 *
 * An update downloads only what changed: during install, a file whose bytes are already in an
 * older cache (checked by hashing them against the revision) is copied from there, and only the
 * others are fetched. The wasm files are named by their own content (scripts/build-wasm.sh), so
 * a change to one game's code fetches that game's chunks, the small JS glue and the page, not
 * the other games, the models or the icons.
 *
 * The files of `later` (the Tüfteln models: large, and asked for only by a strong Tüfteln bot or
 * the hint) are not fetched at install: the fetch policy below keeps them when the app first
 * asks, and an update copies them from the older cache when their bytes are the same.
 *
 * Fetch policy:
 *   - only same-origin GET requests are handled; cross-origin requests are never intercepted
 *     or cached;
 *   - navigations to app routes (paths without a file extension, e.g. /play/tuefteln/abc)
 *     get the cached /index.html, so every route works offline; network if not cached;
 *   - everything else is cache-first; a same-origin miss that succeeds is stored in the
 *     current cache.
 */
'use strict';

self.__PRECACHE = /*__PRECACHE_MANIFEST__*/ null;

const CACHE_PREFIX = 'tablee-';
const PRECACHE = self.__PRECACHE || { version: 'unbuilt', files: ['/index.html'] };
const LATER = PRECACHE.later || [];
const CACHE_NAME = CACHE_PREFIX + PRECACHE.version;
const SCOPE_PATH = new URL(self.registration.scope).pathname; // "/" for Tablée
const INDEX_URL = new URL('index.html', self.registration.scope).pathname;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      const older = (await caches.keys()).filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE_NAME);
      // All or nothing: a failed download fails the install, and the old worker keeps serving
      // the old, complete cache. What was stored stays for the next attempt.
      await Promise.all(PRECACHE.files.map((entry) => precacheFile(cache, older, fileOf(entry))));
      // What an older cache holds of the files kept on first use comes along; nothing is fetched.
      await Promise.all(LATER.map((entry) => keepFromOlder(cache, older, fileOf(entry))));
    })(),
  );
  // No skipWaiting() here: an update waits for the page's SKIP_WAITING message. The very first
  // install has no predecessor and activates right away.
});

/** A manifest entry as { url, revision }: "<url> <revision>", or "<url>" named by its revision. */
function fileOf(entry) {
  const [url, revision] = entry.split(' ');
  const named = url.match(/-([0-9a-f]{8})\.[^./]+$/);
  return { url, revision: revision || (named && named[1]) || null };
}

/** Puts `file` in `cache`: from an older cache when its bytes are the same, else downloaded. */
async function precacheFile(cache, older, { url, revision }) {
  if (await keepFromOlder(cache, older, { url, revision })) return;
  // cache: 'reload' bypasses the HTTP cache so the new version really gets new bytes.
  const response = await fetch(new Request(url, { cache: 'reload' }));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response);
}

/**
 * Whether `cache` holds `file`: already (an earlier attempt at this same version stored it), or
 * now, copied from an older cache whose bytes have its revision.
 */
async function keepFromOlder(cache, older, { url, revision }) {
  if (await cache.match(url)) return true;
  for (const name of older) {
    const kept = await (await caches.open(name)).match(url);
    if (kept && revision && (await revisionOf(kept.clone())) === revision) {
      await cache.put(url, kept);
      return true;
    }
  }
  return false;
}

/** The revision of a response's bytes: the first 8 hex digits of their SHA-256. */
async function revisionOf(response) {
  const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('').slice(0, 8);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      // Take control of pages opened before this worker existed (first visit).
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'SKIP_WAITING') {
    self.skipWaiting();
  } else if (data.type === 'GET_VERSION' && event.source) {
    event.source.postMessage({ type: 'VERSION', revision: PRECACHE.version });
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return; // never touch cross-origin requests
  if (!url.pathname.startsWith(SCOPE_PATH)) return;
  if (url.pathname.startsWith('/.well-known/')) return; // e.g. trunk serve's autoreload socket
  if (request.headers.has('range')) return; // partial content: leave to the network

  if (request.mode === 'navigate' && !hasFileExtension(url.pathname)) {
    event.respondWith(appShell(request));
  } else {
    event.respondWith(cacheFirst(event, request));
  }
});

function hasFileExtension(pathname) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

async function appShell(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(INDEX_URL);
  if (cached) return cleanRedirect(cached);
  return fetch(request);
}

async function cacheFirst(event, request) {
  const cache = await caches.open(CACHE_NAME);
  // An older cache still there (this worker waits, or is just activating) serves a tab of the
  // older version the files only it has.
  const cached = (await cache.match(request)) || (await caches.match(request));
  if (cached) return request.mode === 'navigate' ? cleanRedirect(cached) : cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic' && !noStore(response)) {
    event.waitUntil(cache.put(request, response.clone()).catch(() => {}));
  }
  return response;
}

function noStore(response) {
  return /no-store/i.test(response.headers.get('cache-control') || '');
}

// A cached response that went through a redirect may not answer a navigation (browsers reject
// it); copy it into a fresh, non-redirected response.
async function cleanRedirect(response) {
  if (!response.redirected) return response;
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
