// Headless Debian Chromium through playwright-core (no browser downloads).
//
//   import { launchBrowser, newRecordedContext } from './browser.mjs';
//   const browser = await launchBrowser();
//   const session = await newRecordedContext(browser, server.url);
//   const page = await session.context.newPage();
//   await page.goto(session.baseURL + '/');
//   ...
//   session.assertOnlyLocalRequests();   // every request went to the local server
//   session.assertNoPageErrors();        // no uncaught exceptions in any page
//   await session.close(); await browser.close();
//
// CHROMIUM_PATH overrides the browser binary (default /usr/bin/chromium).
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

/** Launches headless Chromium. Extra options are passed to playwright's chromium.launch. */
export async function launchBrowser(options = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
}

/**
 * A fresh browser context (own storage, caches and service workers) that records every request
 * URL, every uncaught page error and console error.
 * Options: viewport, locale, reducedMotion, ... (passed to browser.newContext), and `botPace`
 * ('Quick' unless given: bots play with barely a pause, so games go fast; 'Normal' is what a
 * player gets by default).
 */
export async function newRecordedContext(browser, baseURL, { botPace = 'Quick', ...options } = {}) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    ...options,
  });
  // Before the app's first start only: the settings it stores later are the app's own.
  await context.addInitScript((pace) => {
    if (!location.protocol.startsWith('http')) return; // about:blank has no storage
    if (!localStorage.getItem('tablee.settings')) {
      localStorage.setItem('tablee.settings', JSON.stringify({ bot_pace: pace }));
    }
  }, botPace);
  const allowedOrigin = new URL(baseURL).origin;
  const requests = [];
  const pageErrors = [];
  const consoleErrors = [];

  context.on('request', (request) => {
    requests.push(request.url());
  });
  const watchPage = (page) => {
    page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);

  /** Requests whose origin is not the local server (data: and blob: URLs are fine). */
  const foreignRequests = () =>
    requests.filter((url) => {
      if (url.startsWith('data:') || url.startsWith('blob:')) return false;
      try {
        return new URL(url).origin !== allowedOrigin;
      } catch {
        return true;
      }
    });

  return {
    context,
    baseURL,
    requests,
    pageErrors,
    consoleErrors,
    foreignRequests,
    /** Fails when any request went to a host other than the local server. */
    assertOnlyLocalRequests() {
      const foreign = foreignRequests();
      assert.deepEqual(foreign, [], `requests left ${allowedOrigin}:\n  ${foreign.join('\n  ')}`);
    },
    /** Fails when any page threw an uncaught exception (e.g. a Rust panic in the wasm). */
    assertNoPageErrors() {
      assert.deepEqual(pageErrors, [], `uncaught page errors:\n  ${pageErrors.join('\n  ')}`);
    },
    clear() {
      requests.length = 0;
      pageErrors.length = 0;
      consoleErrors.length = 0;
    },
    close: () => context.close(),
  };
}

/** Waits until the page is controlled by a service worker, reloading once if needed. */
export async function waitForServiceWorkerControl(page, { timeout = 60_000 } = {}) {
  const ready = await page.evaluate(async (ms) => {
    if (!('serviceWorker' in navigator)) return 'unsupported';
    const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
    const registered = navigator.serviceWorker.ready.then(() => 'ready');
    return Promise.race([registered, timer]);
  }, timeout);
  assert.equal(ready, 'ready', 'no service worker became active (does the app register /sw.js?)');
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await controlled())) {
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 5_000,
      });
    } catch {
      await page.reload({ waitUntil: 'load' });
    }
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout });
}

/**
 * Waits until the app has rendered something: the app root (`#app`, else <body>) has visible
 * text and at least one element that is not a script/style/link/noscript/template.
 */
export async function waitForAppRendered(page, { root = '#app', timeout = 30_000 } = {}) {
  await page.waitForFunction(
    (selector) => {
      const el = document.querySelector(selector) || document.body;
      if (!el) return false;
      const skip = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE', 'META']);
      const hasElement = [...el.querySelectorAll('*')].some((e) => !skip.has(e.tagName));
      return hasElement && (el.innerText || '').trim().length > 0;
    },
    root,
    { timeout },
  );
}
