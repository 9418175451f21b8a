// PWA end-to-end checks on the release build in dist/ (run `trunk build --release` first;
// scripts/test.sh does). App-specific tests live in other e2e/*.test.mjs files and reuse
// server.mjs, browser.mjs and axe.mjs.
//
//   node --test e2e/*.test.mjs       (DIST_DIR=/other/dist to test another build)
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { appendFile, copyFile, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { injectManifest, readManifest } from '../scripts/precache.mjs';
import {
  launchBrowser,
  newRecordedContext,
  waitForAppRendered,
  waitForServiceWorkerControl,
} from './browser.mjs';
import { startServer } from './server.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.env.DIST_DIR || path.join(REPO, 'dist'));
const DEEP_ROUTE = '/settings';

/**
 * The precache manifest that scripts/precache.mjs injected into <dir>/sw.js: its `version`,
 * `files` ({url, revision} each) and `urls` (the files' URLs).
 */
async function readPrecache(dir) {
  const manifest = readManifest(await readFile(path.join(dir, 'sw.js'), 'utf8'));
  assert.ok(manifest, `${dir}/sw.js has no injected precache manifest (did the post_build hook run?)`);
  return { ...manifest, urls: manifest.files.map((f) => f.url) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf) {
  assert.ok(buf.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')), 'not a PNG file');
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

describe('PWA (installable, offline)', { timeout: 300_000 }, () => {
  let server;
  let browser;

  before(async () => {
    assert.ok(
      existsSync(path.join(DIST, 'index.html')),
      `${DIST}/index.html not found: build first with \`trunk build --release\``,
    );
    server = await startServer({ root: DIST });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('manifest is linked, complete, and its icons load', async () => {
    const session = await newRecordedContext(browser, server.url);
    try {
      const page = await session.context.newPage();
      await page.goto('/', { waitUntil: 'load' });

      const manifestHref = await page.$eval('link[rel="manifest"]', (el) => el.href);
      assert.equal(new URL(manifestHref).pathname, '/manifest.webmanifest');
      const themeColor = await page.$eval('meta[name="theme-color"]', (el) => el.content);
      assert.match(themeColor, /^#[0-9a-f]{6}$/i);

      const response = await page.request.get(manifestHref);
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'], /^application\/manifest\+json/);
      const manifest = await response.json();
      for (const key of ['name', 'short_name', 'description', 'start_url', 'scope', 'lang']) {
        assert.ok(typeof manifest[key] === 'string' && manifest[key].length > 0, `manifest.${key}`);
      }
      assert.equal(manifest.start_url, '/');
      assert.equal(manifest.scope, '/');
      assert.equal(manifest.display, 'standalone');
      assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
      assert.equal(themeColor.toLowerCase(), manifest.theme_color.toLowerCase(), 'meta theme-color = manifest theme_color');

      // Chromium's own parser must accept it without errors.
      const cdp = await session.context.newCDPSession(page);
      const parsed = await cdp.send('Page.getAppManifest');
      assert.deepEqual(parsed.errors, [], 'Chromium reported manifest errors');

      const icons = manifest.icons ?? [];
      const has = (sizes, purpose) =>
        icons.some(
          (i) =>
            i.sizes === sizes && i.type === 'image/png' && (i.purpose ?? 'any').split(' ').includes(purpose),
        );
      assert.ok(has('192x192', 'any'), 'a 192x192 PNG icon with purpose any');
      assert.ok(has('512x512', 'any'), 'a 512x512 PNG icon with purpose any');
      assert.ok(has('512x512', 'maskable'), 'a 512x512 PNG icon with purpose maskable');

      for (const icon of icons) {
        const url = new URL(icon.src, manifestHref).href;
        const res = await page.request.get(url);
        assert.equal(res.status(), 200, `${url} status`);
        assert.equal(res.headers()['content-type'], 'image/png', `${url} content-type`);
        const [w, h] = pngSize(await res.body());
        assert.equal(`${w}x${h}`, icon.sizes, `${url} real size`);
        // ... and the browser decodes it.
        const natural = await page.evaluate(
          (src) =>
            new Promise((resolve) => {
              const img = new Image();
              img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
              img.onerror = () => resolve(null);
              img.src = src;
            }),
          url,
        );
        assert.equal(natural, icon.sizes, `${url} decodes in the browser`);
      }
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
    } finally {
      await session.close();
    }
  });

  test('service worker precaches the build and the app starts offline', async () => {
    const precache = await readPrecache(DIST);
    assert.match(precache.version, /^[0-9a-f]{16}$/);
    for (const file of precache.files) assert.match(file.revision ?? '', /^[0-9a-f]{8}$/, file.url);
    for (const url of ['/index.html', '/manifest.webmanifest']) {
      assert.ok(precache.urls.includes(url), `precache lists ${url}`);
    }
    assert.ok(precache.urls.some((u) => u.endsWith('.wasm')), 'precache lists the wasm');
    assert.ok(precache.urls.some((u) => u.endsWith('.js')), 'precache lists the JS glue');
    assert.ok(!precache.urls.includes('/sw.js'), 'the service worker does not precache itself');
    // The Tüfteln models are kept on first use, not fetched at install.
    const later = precache.later.map((f) => f.url).sort();
    assert.deepEqual(later, ['/models/tuefteln-a.bin', '/models/tuefteln-b.bin'], 'the models come on first use');
    assert.ok(!precache.urls.some((u) => u.startsWith('/models/')), 'no model is precached');
    for (const file of precache.later) assert.match(file.revision ?? '', /^[0-9a-f]{8}$/, file.url);

    const session = await newRecordedContext(browser, server.url);
    try {
      const page = await session.context.newPage();
      await page.goto('/', { waitUntil: 'load' });
      await waitForAppRendered(page);
      await waitForServiceWorkerControl(page);

      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        const out = {};
        for (const name of names) {
          const cache = await caches.open(name);
          out[name] = (await cache.keys()).map((r) => new URL(r.url).pathname);
        }
        return out;
      });
      const cacheName = `tablee-${precache.version}`;
      assert.ok(cached[cacheName], `cache ${cacheName} exists (have: ${Object.keys(cached)})`);
      for (const url of precache.urls) {
        assert.ok(cached[cacheName].includes(url), `${url} is in ${cacheName}`);
      }
      assert.ok(!cached[cacheName].some((u) => u.startsWith('/models/')), 'the install fetched no model');

      // Offline: nothing may reach the server, the app must still start, on / and a deep route.
      await session.context.setOffline(true);
      server.clearRequests();
      const fromWorker = [];
      page.on('response', (r) => {
        if (/\.(wasm|js)$/.test(new URL(r.url()).pathname)) fromWorker.push([r.url(), r.fromServiceWorker()]);
      });

      await page.reload({ waitUntil: 'load' });
      await waitForAppRendered(page);
      assert.ok(fromWorker.length > 0, 'the app loaded its wasm/JS after the offline reload');
      for (const [url, viaWorker] of fromWorker) assert.ok(viaWorker, `${url} came from the service worker`);

      const deep = await page.goto(DEEP_ROUTE, { waitUntil: 'load' });
      assert.ok(deep?.ok(), `${DEEP_ROUTE} answered offline (status ${deep?.status()})`);
      await waitForAppRendered(page);
      assert.equal(new URL(page.url()).pathname, DEEP_ROUTE);

      assert.deepEqual(server.paths(), [], 'no request reached the server while offline');
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
    } finally {
      await session.close();
    }
  });

  test('a new deploy fetches only the changed file, waits, and activates on SKIP_WAITING', async () => {
    // Serve a private copy of dist/ so that we can "deploy" a changed build into it.
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'tablee-dist-'));
    await cp(DIST, tmp, { recursive: true });
    const server2 = await startServer({ root: tmp });
    const session = await newRecordedContext(browser, server2.url);
    try {
      const page = await session.context.newPage();
      await page.goto('/', { waitUntil: 'load' });
      await waitForServiceWorkerControl(page);
      const oldRevision = (await readPrecache(tmp)).version;
      // A strong Tüfteln bot's model, asked for once: the worker keeps it.
      const model = '/models/tuefteln-a.bin';
      const modelBytes = await page.evaluate((url) => fetch(url).then((r) => r.arrayBuffer()).then((b) => b.byteLength), model);
      assert.ok(modelBytes > 0, 'the model came');
      const keptModel = await page.evaluate(async ([url, name]) => Boolean(await (await caches.open(name)).match(url)), [model, `tablee-${oldRevision}`]);
      assert.ok(keptModel, 'the worker kept the model it was asked for');

      // Deploy: change a file, rebuild sw.js from public/sw.js as the post_build hook does.
      await appendFile(path.join(tmp, 'index.html'), '\n<!-- redeploy -->\n');
      await copyFile(path.join(REPO, 'public', 'sw.js'), path.join(tmp, 'sw.js'));
      const { version: newRevision } = await injectManifest(tmp);
      assert.notEqual(newRevision, oldRevision, 'a changed file changes the version');
      server2.clearRequests();

      const state = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        await reg.update();
        const worker = reg.installing || reg.waiting;
        if (!worker) return 'no new worker';
        if (worker.state === 'installing') {
          await new Promise((resolve) => {
            worker.addEventListener('statechange', () => {
              if (worker.state !== 'installing') resolve();
            });
          });
        }
        return worker === reg.waiting ? 'waiting' : worker.state;
      });
      assert.equal(state, 'waiting', 'the new worker installs and waits for the page');
      // The new worker fetched itself and the one changed file; every other file (the wasm, the
      // icons, and the model kept on its first use) it copied from the old cache.
      assert.deepEqual(
        server2.paths().filter((p) => p !== '/sw.js').sort(),
        ['/index.html'],
        'an update fetches only what changed',
      );
      const newCache = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), `tablee-${newRevision}`);
      assert.ok(newCache.includes(model), 'the update carried the model over');
      assert.ok(!newCache.includes('/models/tuefteln-b.bin'), 'and fetched no model never asked for');
      let names = await page.evaluate(() => caches.keys());
      assert.ok(names.includes(`tablee-${oldRevision}`), 'old cache kept while the new worker waits');
      assert.ok(names.includes(`tablee-${newRevision}`), 'new cache filled during install');

      const revision = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        const changed = new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
        reg.waiting.postMessage({ type: 'SKIP_WAITING' });
        await changed;
        return new Promise((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.revision), {
            once: true,
          });
          navigator.serviceWorker.controller.postMessage({ type: 'GET_VERSION' });
        });
      });
      assert.equal(revision, newRevision, 'the new worker controls the page');
      // Activation deletes old caches asynchronously: poll for up to 10 s.
      for (let i = 0; i < 100; i++) {
        names = await page.evaluate(() => caches.keys());
        if (!names.includes(`tablee-${oldRevision}`)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.deepEqual(names, [`tablee-${newRevision}`], 'activation deleted the old cache');

      await page.reload({ waitUntil: 'load' });
      const shell = await page.evaluate(() => fetch('/index.html').then((r) => r.text()));
      assert.match(shell, /<!-- redeploy -->/, 'the app shell now comes from the new build');
      session.assertOnlyLocalRequests();
    } finally {
      await session.close();
      await server2.close();
      await rm(tmp, { recursive: true, force: true });
    }
  });
});
