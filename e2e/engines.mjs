// One small page interface over three browser engines, so that one smoke flow runs on each:
//
//   Chromium  through playwright-core (wrapPlaywright: a page of ./browser.mjs's contexts),
//   Firefox   through puppeteer-core over WebDriver BiDi (launchFirefox: Debian's firefox-esr),
//   WebKitGTK through selenium-webdriver over classic WebDriver (launchWebKit: WebKitWebDriver
//             driving MiniBrowser on an Xvfb display of its own).
//
//   import { launchFirefox, launchWebKit } from './engines.mjs';
//   const engine = await launchFirefox(server.url);   // a fresh profile
//   const page = await engine.newPage();
//   await page.goto('/new/tweak');
//   await page.click('[data-testid="start-game"]');
//   await page.waitFor('[data-testid="tweak-table"]');
//   await page.waitFor(() => navigator.serviceWorker.controller !== null);
//   engine.assertNoPageErrors();
//   await engine.close();                              // kills every process it started
//
// A page (every method async unless said):
//   goto(path)               a path on the server (or an absolute URL); waits for the load
//   url()                    the address now
//   reload()                 reloads and waits for the load
//   click(selector)          waits until a matching element is visible and enabled, then clicks
//                            it with the engine's own input (real pointer events)
//   fill(selector, text)     empties a text field and types `text` into it
//   select(selector, value)  chooses an option of a <select> (input and change events)
//   waitFor(what, { timeout, arg, state })
//                            `what` a selector (some match visible; state 'attached': present)
//                            or a function run in the page with `arg`, until it is truthy
//   evaluate(fn, arg)        runs `fn(arg)` in the page (may be async), returns its JSON value
//   textContent(selector)    the first match's text (null when none)
//   inputValue(selector)     the first match's value
//   count(selector)          how many elements match
//   visible(selector)        whether some match is visible now
//   screenshot(path)         a PNG of the viewport
//   close()
// An engine: newPage({ isolated }) another page of the same browser, the same profile, or with
// `isolated` (Firefox only) a browser context of its own, as on another device (WebKitGTK: a new
// window of the same session, same storage); the first page stores the settings Chromium's
// contexts start with (bots at their quickest pace). close(), assertNoPageErrors(),
// assertOnlyLocalRequests() (Firefox: the only driver here reporting requests), pageErrors,
// consoleErrors. A Chromium page (wrapPlaywright) has no engine of its own: its errors and
// requests stay in ./browser.mjs's session.
//
// Only the page in front is driven: Firefox throttles a background tab's timers and stops its
// frames, and WebKitGTK does not paint a background tab at all (the app waits there for its
// first frame), so each command brings its page to the front (Firefox) or the session's pages
// are separate windows (WebKitGTK).
// Functions given to waitFor/evaluate run in the page: they must not use the test's variables.
//
// Errors: every engine records uncaught page errors (and console errors where it can) of all its
// pages. Firefox reports them through puppeteer's events from the first script on. WebKitGTK's
// WebDriver has no log or BiDi channel: a collector is put into each page after every load
// (window "error" and "unhandledrejection" events, console.error), so an error thrown while the
// page loads is not seen there; one later, during play, is.
//
// Every process started here (Firefox; Xvfb, WebKitWebDriver and the MiniBrowser it starts) is
// in a process group of its own and killed by close(); closeAllEngines() (a test file's `after`
// hook), the exit hook and SIGINT/SIGTERM/SIGHUP handlers below kill whatever a test left.
// Xvfb picks a free display itself (-displayfd) and WebKitWebDriver a free port.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/** The settings stored before the app's first start: bots play with barely a pause. */
const SETTINGS = JSON.stringify({ bot_pace: 'Quick' });
/** A same-origin address that is no page of the app (the server answers 404 in plain text). */
const BLANK = '/__engines-blank.txt';
const POLL_MS = 100;
const DEFAULT_TIMEOUT = 30_000;

/** In the page: whether some element matching `selector` is visible (and enabled, if asked). */
function matchVisible({ selector, enabled, attached }) {
  const els = [...document.querySelectorAll(selector)];
  if (attached) return els.length > 0;
  return els.some((el) => {
    if (enabled && (el.disabled || el.getAttribute('aria-disabled') === 'true')) return false;
    if (el.closest('[hidden]') || el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  });
}

/** In the page: puts the first visible, enabled match of `selector` in view; true if one. */
function markTarget(selector) {
  document.querySelectorAll('[data-engines-target]').forEach((e) => e.removeAttribute('data-engines-target'));
  const el = [...document.querySelectorAll(selector)].find(
    (e) => !e.disabled && !e.closest('[hidden]') && e.getClientRects().length > 0,
  );
  if (!el) return false;
  el.setAttribute('data-engines-target', '');
  el.scrollIntoView({ block: 'center', inline: 'center' });
  return true;
}

/** In the page: empties a text field the way a person selecting its text and deleting would. */
function clearField(selector) {
  const el = document.querySelector(selector);
  el.focus();
  el.value = '';
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** In the page: chooses `value` in a <select>, as a person would (input then change). */
function chooseOption({ selector, value }) {
  const el = document.querySelector(selector);
  el.value = value;
  if (el.value !== value) return false;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Errors that come from an element going away under a click (the page re-rendered). */
const TRANSIENT = /detached|stale|not attached|intercept|not interactable|no such element|Node is|could not be scrolled|out of bounds|Target closed/i;

/**
 * What every page offers on top of its engine's primitives (`_waitFn`, `_eval`, `_clickMarked`,
 * `_type`, `_goto`, `_reload`, `_url`, `_shot`, `_close`).
 */
class EnginePage {
  constructor(engine) {
    this.engine = engine;
  }

  async waitFor(what, { timeout = DEFAULT_TIMEOUT, arg, state = 'visible' } = {}) {
    if (typeof what === 'string') {
      try {
        return await this._waitFn(matchVisible, { selector: what, attached: state === 'attached' }, timeout);
      } catch (e) {
        throw new Error(`${this.engine.name}: "${what}" not ${state} within ${timeout} ms (at ${await this.url().catch(() => '?')})`, { cause: e });
      }
    }
    try {
      return await this._waitFn(what, arg, timeout);
    } catch (e) {
      throw new Error(`${this.engine.name}: no ${what.name || 'condition'} within ${timeout} ms: ${String(what).slice(0, 160)}`, { cause: e });
    }
  }

  evaluate(fn, arg) {
    return this._eval(fn, arg);
  }

  async click(selector, { timeout = DEFAULT_TIMEOUT } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      await this._waitFn(matchVisible, { selector, enabled: true }, Math.max(1_000, end - Date.now())).catch((e) => {
        throw new Error(`${this.engine.name}: nothing to click at "${selector}" within ${timeout} ms`, { cause: e });
      });
      try {
        if (await this._eval(markTarget, selector)) {
          await this._clickMarked();
          return;
        }
      } catch (e) {
        if (!TRANSIENT.test(String(e)) || Date.now() > end) throw e;
      }
      // The element went away or was covered while it was being clicked: look again.
      await sleep(POLL_MS);
    }
  }

  async fill(selector, text) {
    await this.waitFor(selector);
    await this._eval(clearField, selector);
    await this._type(selector, text);
  }

  async select(selector, value) {
    await this.waitFor(selector);
    assert.ok(await this._eval(chooseOption, { selector, value }), `${selector} has an option ${value}`);
  }

  textContent(selector) {
    return this._eval((sel) => document.querySelector(sel)?.textContent ?? null, selector);
  }

  inputValue(selector) {
    return this._eval((sel) => document.querySelector(sel)?.value ?? null, selector);
  }

  count(selector) {
    return this._eval((sel) => document.querySelectorAll(sel).length, selector);
  }

  /** Whether some element matching `selector` is visible now (no waiting). */
  visible(selector) {
    return this._eval(matchVisible, { selector });
  }

  goto(where) {
    return this._goto(new URL(where, this.engine.baseURL).href);
  }

  reload() {
    return this._reload();
  }

  url() {
    return this._url();
  }

  screenshot(file) {
    // A page the engine does not paint (WebKitGTK's background tabs) would never answer.
    return Promise.race([this._shot(file), sleep(10_000).then(() => Promise.reject(new Error('no screenshot in 10 s')))]);
  }

  close() {
    return this._close();
  }
}

/** Resolves after `ms` (only between polls: never to wait for a state). */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An engine: its pages, the errors recorded in them, and the processes to end. `baseURL` is
 * the server the pages' paths are on.
 */
class Engine {
  constructor(name, baseURL) {
    openEngines.add(this);
    this.name = name;
    this.baseURL = baseURL;
    this.pageErrors = [];
    this.consoleErrors = [];
    this.requests = [];
    this.pages = [];
  }

  /**
   * Fails when any request of a page went to a host other than the server (Firefox only: the
   * only engine here whose driver reports requests; data: and blob: URLs are fine).
   */
  assertOnlyLocalRequests() {
    const origin = new URL(this.baseURL).origin;
    const foreign = this.requests.filter((url) => {
      if (url.startsWith('data:') || url.startsWith('blob:')) return false;
      try {
        return new URL(url).origin !== origin;
      } catch {
        return true;
      }
    });
    assert.deepEqual(foreign, [], `${this.name}: requests left ${origin}:\n  ${foreign.join('\n  ')}`);
  }

  /** Fails when any page threw an uncaught exception (e.g. a Rust panic in the wasm). */
  assertNoPageErrors() {
    assert.deepEqual(this.pageErrors, [], `${this.name}: uncaught page errors:\n  ${this.pageErrors.join('\n  ')}`);
  }

  /**
   * A new page, with the settings stored for the origin first (bots at their quickest pace), as
   * ./browser.mjs's contexts do before the app's first start.
   */
  async newPage({ settings = SETTINGS, isolated = false } = {}) {
    const page = await this._newPage({ isolated });
    this.pages.push(page);
    if (isolated && this.isolates) return page;
    if (settings && !this.primed) {
      await page.goto(BLANK);
      await page.evaluate((s) => {
        if (!localStorage.getItem('tablee.settings')) localStorage.setItem('tablee.settings', s);
      }, settings);
      this.primed = true;
    }
    return page;
  }
}

// --- Chromium (playwright-core) --------------------------------------------------------------

class PlaywrightPage extends EnginePage {
  constructor(engine, page) {
    super(engine);
    this.page = page;
  }
  _waitFn(fn, arg, timeout) {
    return this.page.waitForFunction(fn, arg, { timeout, polling: POLL_MS });
  }
  _eval(fn, arg) {
    return this.page.evaluate(fn, arg);
  }
  async _clickMarked() {
    try {
      await this.page.click('[data-engines-target]', { timeout: 5_000 });
    } catch (e) {
      // The page drew the element again between the marking and the click (a form's options
      // redrawn as the game's code arrived): the mark went with the old one, nothing was
      // clicked, and the caller marks the new one.
      if (e.name === 'TimeoutError' && !(await this.page.locator('[data-engines-target]').count())) {
        throw new Error('detached: the marked element went away before the click', { cause: e });
      }
      throw e;
    }
  }
  _type(selector, text) {
    return this.page.type(selector, text);
  }
  _goto(url) {
    return this.page.goto(url);
  }
  _reload() {
    return this.page.reload();
  }
  async _url() {
    return this.page.url();
  }
  _shot(file) {
    return this.page.screenshot({ path: file });
  }
  _close() {
    return this.page.close();
  }
}

/**
 * A page of ./browser.mjs's `newRecordedContext` (Chromium through playwright) behind the same
 * interface; its errors stay in that session's own lists.
 */
export function wrapPlaywright(page, baseURL) {
  const engine = new Engine('Chromium', baseURL);
  openEngines.delete(engine); // the playwright session closes it
  return new PlaywrightPage(engine, page);
}

// --- Firefox (puppeteer-core over WebDriver BiDi) ----------------------------------------------

class PuppeteerPage extends EnginePage {
  constructor(engine, page) {
    super(engine);
    this.page = page;
    engine.front = this;
    page.on('pageerror', (err) => engine.pageErrors.push(`${page.url()}: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') engine.consoleErrors.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('request', (request) => engine.requests.push(request.url()));
  }
  /**
   * Every command goes to the page in front: Firefox throttles a background tab's timers and
   * stops its animation frames, and the app would crawl there (each wait about a second).
   */
  async _front() {
    if (this.engine.front !== this) {
      await this.page.bringToFront();
      this.engine.front = this;
    }
    return this.page;
  }
  async _waitFn(fn, arg, timeout) {
    return (await this._front()).waitForFunction(fn, { timeout, polling: POLL_MS }, arg);
  }
  async _eval(fn, arg) {
    return (await this._front()).evaluate(fn, arg);
  }
  async _clickMarked() {
    return (await this._front()).click('[data-engines-target]');
  }
  async _type(selector, text) {
    return (await this._front()).type(selector, text);
  }
  async _goto(url) {
    return (await this._front()).goto(url, { waitUntil: 'load', timeout: 60_000 });
  }
  async _reload() {
    return (await this._front()).reload({ waitUntil: 'load', timeout: 60_000 });
  }
  async _url() {
    return this.page.url();
  }
  async _shot(file) {
    return (await this._front()).screenshot({ path: file });
  }
  async _close() {
    if (this.engine.front === this) this.engine.front = null;
    this.engine.pages = this.engine.pages.filter((p) => p !== this);
    return this.page.close();
  }
}

/**
 * Firefox ESR with a fresh profile (puppeteer makes one in the temporary folder and deletes it
 * on close). `prefs` are added to puppeteer's own (`extraPrefsFirefox`).
 */
export async function launchFirefox(baseURL, { prefs = {}, viewport = { width: 1280, height: 800 } } = {}) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: viewport,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // A camera's stream (the tests' canvas) plays in a <video> without a person's gesture.
      'media.autoplay.default': 0,
      'media.autoplay.blocking_policy': 0,
      // Nothing in the background reaches for the network.
      'app.update.enabled': false,
      'browser.ping-centre.telemetry': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      ...prefs,
    },
  });
  const engine = new Engine('Firefox', baseURL);
  const proc = browser.process();
  if (proc?.pid) tracked.add(proc.pid);
  engine.browser = browser;
  engine.version = await browser.version();
  // An isolated page is in a browser context of its own: its own storage, caches and service
  // workers, as on another device.
  engine.isolates = true;
  engine._newPage = async ({ isolated }) => {
    const context = isolated ? await browser.createBrowserContext() : browser.defaultBrowserContext();
    return new PuppeteerPage(engine, await context.newPage());
  };
  engine.close = async () => {
    openEngines.delete(engine);
    try {
      await Promise.race([browser.close(), sleep(15_000).then(() => Promise.reject(new Error('close timed out')))]);
    } catch {
      if (proc?.pid) killGroup(proc.pid, 'SIGKILL');
    }
    if (proc?.pid) tracked.delete(proc.pid);
  };
  return engine;
}

// --- WebKitGTK (selenium-webdriver against WebKitWebDriver) ------------------------------------

/** Put into a WebKit page after each load: records errors from then on. */
function installCollector() {
  if (window.__enginesErrors) return;
  const errors = (window.__enginesErrors = { page: [], console: [] });
  addEventListener('error', (e) => errors.page.push(`${location.href}: ${e.message}`));
  addEventListener('unhandledrejection', (e) => errors.page.push(`${location.href}: unhandled rejection ${e.reason}`));
  const original = console.error.bind(console);
  console.error = (...args) => {
    errors.console.push(`${location.href}: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

/** Takes what the collector recorded (and empties it). */
function takeCollected() {
  const errors = window.__enginesErrors;
  if (!errors) return null;
  const taken = { page: errors.page.splice(0), console: errors.console.splice(0) };
  return taken;
}

class WebDriverPage extends EnginePage {
  constructor(engine, handle) {
    super(engine);
    this.handle = handle;
    this.driver = engine.driver;
  }
  /** Every command goes to this page's window. */
  async _here() {
    if (this.engine.current !== this.handle) {
      await this.driver.switchTo().window(this.handle);
      this.engine.current = this.handle;
    }
  }
  async _harvest() {
    try {
      await this._here();
      const taken = await this.driver.executeScript(`return (${takeCollected})()`);
      if (taken) {
        this.engine.pageErrors.push(...taken.page);
        this.engine.consoleErrors.push(...taken.console);
      }
    } catch {
      // A page closing: nothing to take.
    }
  }
  async _collect() {
    await this.driver.executeScript(`(${installCollector})()`);
  }
  async _waitFn(fn, arg, timeout) {
    const end = Date.now() + timeout;
    for (;;) {
      const value = await this._eval(fn, arg);
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms`);
      await sleep(POLL_MS);
    }
  }
  async _eval(fn, arg) {
    await this._here();
    // The function may be async: its promise is awaited in the page.
    const result = await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${fn})(arguments[0])).then(
         (value) => done({ value: value === undefined ? null : value }),
         (e) => done({ error: String((e && e.stack) || e) }));`,
      arg === undefined ? null : arg,
    );
    if (result && 'error' in result) throw new Error(`in the page: ${result.error}`);
    return result?.value ?? null;
  }
  async _clickMarked() {
    await this._here();
    const { By } = await import('selenium-webdriver');
    await this.driver.findElement(By.css('[data-engines-target]')).click();
  }
  async _type(selector, text) {
    await this._here();
    const { By } = await import('selenium-webdriver');
    await this.driver.findElement(By.css(selector)).sendKeys(text);
  }
  async _goto(url) {
    await this._harvest();
    await this._here();
    await this.driver.get(url);
    await this._collect();
  }
  async _reload() {
    await this._harvest();
    await this._here();
    await this.driver.navigate().refresh();
    await this._collect();
  }
  async _url() {
    await this._here();
    return this.driver.getCurrentUrl();
  }
  async _shot(file) {
    await this._here();
    await writeFile(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }
  async _close() {
    await this._harvest();
    await this._here();
    await this.driver.close();
    this.engine.pages = this.engine.pages.filter((p) => p !== this);
    const left = await this.driver.getAllWindowHandles();
    this.engine.current = null;
    if (left.length) {
      await this.driver.switchTo().window(left[0]);
      this.engine.current = left[0];
    }
  }
}

/** A TCP port free on 127.0.0.1 now. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves with the display's name. */
async function startXvfb(env) {
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  tracked.add(xvfb.pid);
  // Neither the process nor its pipes keep the test's process alive: close() or the exit hook
  // below ends it.
  xvfb.unref();
  xvfb.stdout.unref();
  xvfb.stderr.unref();
  let stderr = '';
  xvfb.stderr.on('data', (d) => (stderr += d));
  const display = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start in 20 s: ${stderr}`)), 20_000);
    xvfb.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    xvfb.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${stderr}`));
    });
  });
  return { proc: xvfb, display };
}

/** Waits until a WebDriver server answers /status. */
async function waitForDriver(url, proc, { timeout = 20_000 } = {}) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`WebKitWebDriver exited (${proc.exitCode})`);
    try {
      const res = await fetch(`${url}/status`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS);
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeout} ms`);
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, on an Xvfb display of its own, with a fresh
 * home (its caches and data in a temporary folder, deleted on close; an automation session's
 * website data is ephemeral anyway).
 */
export async function launchWebKit(baseURL, { width = 1280, height = 800 } = {}) {
  const home = await mkdtemp(path.join(os.tmpdir(), 'tablee-webkit-'));
  const env = {
    ...process.env,
    XDG_CACHE_HOME: path.join(home, 'cache'),
    XDG_DATA_HOME: path.join(home, 'data'),
    XDG_CONFIG_HOME: path.join(home, 'config'),
    XDG_RUNTIME_DIR: home,
    // No accessibility bus to look for on a display nobody uses.
    NO_AT_BRIDGE: '1',
  };
  if (process.getuid?.() === 0) env.WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS = '1';
  const engine = new Engine('WebKitGTK', baseURL);
  const procs = [];
  const stop = async () => {
    for (const p of procs.reverse()) {
      killGroup(p.pid, 'SIGTERM');
      const exited = p.exitCode !== null || p.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => p.once('exit', resolve));
      await Promise.race([exited, sleep(5_000)]);
      killGroup(p.pid, 'SIGKILL');
      tracked.delete(p.pid);
    }
    procs.length = 0;
    await rm(home, { recursive: true, force: true });
  };
  try {
    const xvfb = await startXvfb(env);
    procs.push(xvfb.proc);
    env.DISPLAY = xvfb.display;
    const port = await freePort();
    const driverProc = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env,
    });
    tracked.add(driverProc.pid);
    procs.push(driverProc);
    driverProc.stderr.on('data', () => {}); // drained; MiniBrowser is chatty
    driverProc.unref();
    driverProc.stderr.unref();
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url, driverProc);
    const { Builder } = await import('selenium-webdriver');
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    engine.driver = driver;
    await driver.manage().setTimeouts({ script: 120_000, pageLoad: 120_000 });
    await driver.manage().window().setRect({ width, height }).catch(() => {});
    const caps = await driver.getCapabilities();
    engine.version = `${caps.get('browserName')} ${caps.get('browserVersion')}`;
    engine.current = await driver.getWindowHandle();
    let first = engine.current;
    engine._newPage = async () => {
      // The session's window is the first page; others are new windows, not tabs: WebKitGTK
      // does not paint a background tab, and a page there waits for its first frame.
      if (first) {
        const handle = first;
        first = null;
        return new WebDriverPage(engine, handle);
      }
      await driver.switchTo().newWindow('window');
      engine.current = await driver.getWindowHandle();
      return new WebDriverPage(engine, engine.current);
    };
    engine.close = async () => {
      openEngines.delete(engine);
      for (const page of engine.pages) await Promise.race([page._harvest(), sleep(5_000)]);
      await Promise.race([driver.quit().catch(() => {}), sleep(15_000)]);
      await stop();
    };
  } catch (e) {
    openEngines.delete(engine);
    await stop();
    throw e;
  }
  return engine;
}

// --- Processes ---------------------------------------------------------------------------------

/** Process groups started here and not yet ended. */
const tracked = new Set();

/** Sends `signal` to the process group led by `pid` (ignored when it is gone). */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** Engines launched and not closed yet. */
const openEngines = new Set();

/**
 * Closes every engine still open: for a test file's `after` hook, so that a test that timed out
 * (its body still waiting) leaves nothing running.
 */
export async function closeAllEngines() {
  for (const engine of [...openEngines]) await engine.close?.().catch(() => {});
}

// Should a test's process end without closing its engines (a crash, a time-out, a signal),
// nothing is left running.
const killAll = () => {
  for (const pid of tracked) killGroup(pid, 'SIGKILL');
  tracked.clear();
};
process.on('exit', killAll);
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.once(signal, () => {
    killAll();
    process.exit(code);
  });
}
