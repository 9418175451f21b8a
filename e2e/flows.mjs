// Steps shared by the end-to-end tests of every game.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

/** The release build under test. */
export const DIST = path.resolve(
  process.env.DIST_DIR || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);

/**
 * On a new-game screen: sets the seats to `seats` ({ who: 'human' | 'easy' | 'normal' | 'strong',
 * name?: string }), lets `configure(page)` set the game's own options, types `seed`, starts (with
 * the button `start`: `start-game`, or `start-on-phones` for a table on several phones), and waits for
 * `tableSelector`.
 */
export async function startGame(page, game, seats, { seed = '12345', tableSelector, configure, start = 'start-game' } = {}) {
  await page.goto(`/new/${game}`);
  await page.waitForSelector('[data-testid="start-game"]');
  if (configure) await configure(page);
  let rows = await page.$$('.seat-editor-row');
  while (rows.length > seats.length) {
    await page.click('.seat-editor-row:last-child .button--icon');
    rows = await page.$$('.seat-editor-row');
  }
  while (rows.length < seats.length) {
    await page.click('.seat-editor > .button');
    rows = await page.$$('.seat-editor-row');
  }
  for (let i = 0; i < seats.length; i++) {
    if (seats[i].name) await page.fill(`.seat-editor-row:nth-child(${i + 1}) input`, seats[i].name);
    await page.selectOption(`.seat-editor-row:nth-child(${i + 1}) select`, seats[i].who);
  }
  await page.fill('#seed-input', seed);
  await page.click(`[data-testid="${start}"]`);
  await page.waitForSelector(tableSelector ?? `[data-testid="${game}-table"]`);
}

/**
 * Stores the fixture `src/games/<game>/fixtures/<file>` (a save whose id is `id`) on the device
 * and opens its table. Returns the save's text.
 */
export async function openFixture(page, game, file, id) {
  const save = await readFile(new URL(`../src/games/${game}/fixtures/${file}`, import.meta.url), 'utf8');
  await page.goto('/');
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [`tablee.save.${id}`, save]);
  await page.goto(`/play/${game}/${id}`);
  return save;
}

/** [`openFixture`] for a TWEAK fixture. */
export async function openTweakFixture(page, file, id) {
  return openFixture(page, 'tweak', file, id);
}

/**
 * Inside a `describe`: serves the release build (`DIST_DIR`, else `dist/`) and launches Chromium
 * before the tests, closes both after. Returns `{ server, browser }`, filled in before the first
 * test runs.
 */
export function useBuiltApp() {
  const app = { server: null, browser: null };
  before(async () => {
    app.server = await startServer({ root: DIST });
    app.browser = await launchBrowser();
  });
  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}

/** Before the page loads: records every long task (over 50 ms) in `window.__longTasks`. */
export async function watchLongTasks(page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => window.__longTasks.push({ start: e.startTime, duration: e.duration })),
    )
      .observe({ type: 'longtask', buffered: true });
  });
}

/** Forgets what was recorded so far (the app's first load), so only play is measured. */
export async function resetTimings(page) {
  await page.evaluate(() => (window.__longTasks.length = 0));
}

/**
 * Prints, as `# ...` lines, the bot moves the app measured ("tablee-bot" User Timing entries)
 * and the long tasks seen since `resetTimings`. Numbers for the report; nothing is asserted.
 */
export async function reportTimings(page, during) {
  const inOrder = await page.evaluate(() =>
    performance.getEntriesByName('tablee-bot').map((e) => e.duration));
  const slowest = inOrder.indexOf(Math.max(...inOrder)) + 1;
  const botTimes = [...inOrder].sort((a, b) => a - b);
  const at = (q) => botTimes[Math.min(botTimes.length - 1, Math.floor(q * botTimes.length))] ?? 0;
  console.log(
    `# bot moves in Chromium during ${during}: ${botTimes.length}, ` +
      `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms ` +
      `(move ${slowest} of ${inOrder.length})`,
  );
  const model = await page.evaluate(() => {
    const entry = performance.getEntriesByName('tablee-model-a')[0];
    if (!entry) return null;
    const ready = entry.startTime + entry.duration;
    const after = performance.getEntriesByName('tablee-bot')
      .filter((e) => e.startTime >= ready).map((e) => e.duration).sort((a, b) => a - b);
    return { fetched: entry.duration, after };
  });
  if (model) {
    const after = model.after;
    const q = (p) => (after[Math.min(after.length - 1, Math.floor(p * after.length))] ?? 0).toFixed(1);
    console.log(
      `# Tüfteln side-A model fetched and read in ${model.fetched.toFixed(1)} ms; ` +
        `${after.length} bot moves after it: p50 ${q(0.5)} ms, max ${q(1)} ms`,
    );
  }
  const prepared = await page.evaluate(() =>
    performance.getEntriesByName('tablee-prepare-bots').map((e) => e.duration.toFixed(1)));
  if (prepared.length) {
    const total = prepared.reduce((sum, d) => sum + Number(d), 0);
    console.log(`# bot tables built at idle time in ${prepared.length} pieces, ${total.toFixed(1)} ms in all, the longest ${Math.max(...prepared.map(Number)).toFixed(1)} ms`);
  }
  // Long tasks that overlap an axe scan (see axe.mjs) belong to the test, not to the app.
  const { app, axe, during: overlapped } = await page.evaluate(() => {
    const starts = performance.getEntriesByName('axe-start').map((e) => e.startTime);
    const ends = performance.getEntriesByName('axe-end').map((e) => e.startTime);
    const scans = starts.map((start, i) => [start, ends[i] ?? Infinity]);
    const overlaps = (spans) => (t) => spans.some(([a, b]) => t.start < b && t.start + t.duration > a);
    const duringScan = overlaps(scans);
    const app = window.__longTasks.filter((t) => !duringScan(t));
    // What the app itself measured while each long task ran, to tell where it came from.
    const spans = (name) => performance.getEntriesByName(name)
      .map((e) => [e.startTime, e.startTime + e.duration]);
    const names = ['tablee-bot', 'tablee-model-a', 'tablee-model-b', 'tablee-prepare-bots'];
    return {
      app: app.map((t) => t.duration),
      axe: window.__longTasks.filter(duringScan).map((t) => t.duration),
      during: app.map((t) => names.filter((n) => overlaps(spans(n))(t)).join('+') || 'none of the app\'s measures'),
    };
  });
  const longest = (tasks) => Math.max(0, ...tasks).toFixed(0);
  const sources = overlapped.length ? `, during: ${overlapped.join('; ')}` : '';
  console.log(
    `# long tasks during ${during}: ${app.length}, longest ${longest(app)} ms${sources} ` +
      `(left out: ${axe.length} during axe scans, longest ${longest(axe)} ms)`,
  );
}

/**
 * Waits (up to 5 s) until the focus is on what `selector` matches, else fails saying `what` and
 * where the focus is: the app moves the focus in a `requestAnimationFrame` after the DOM changes,
 * so it lands a frame after the change a test waited for.
 */
export async function focusMovesTo(page, selector, what) {
  await page
    .waitForFunction((sel) => document.activeElement?.matches(sel), selector, { timeout: 5_000 })
    .catch(async () => {
      const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
      assert.fail(`${what}; the focus is on ${where}`);
    });
}
