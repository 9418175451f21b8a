// How much each game blocks the main thread on a slow phone: Chromium with its CPU slowed 4x
// (Lighthouse's mobile profile, `Emulation.setCPUThrottlingRate`), a 390x844 screen, strong
// bots. For each game it opens the table, then plays for a while as a person would, and prints
// the long tasks (over 50 ms) seen from the moment Start was tapped and from 3 s after the table
// was drawn, with the tasks' total blocking (the part of each over 50 ms), how long the
// person's taps in play took to be answered (Event Timing: from the tap to the next paint; the
// tap on Start apart, as part of opening the table), and the
// app's own measures (each bot move, the Tüfteln bots' tables, reading a model).
//
// A benchmark, not a test: it prints numbers and asserts nothing (a shared 2-core machine moves
// them by tens of percent from run to run). Build first (`bash scripts/test.sh build`), then:
//
//   node scripts/long-tasks.mjs                  every game, 40 s of play each
//   node scripts/long-tasks.mjs tuefteln 60      one game, 60 s
//   RATE=1 node scripts/long-tasks.mjs           this machine's own speed
//   PROFILE=1 node scripts/long-tasks.mjs tuefteln 20
//                                                also a CPU profile of the play: the functions
//                                                that took the most time, by their own time and
//                                                with what they called (the Rust functions are
//                                                named in a build made with TABLEE_WASM_NAMES=1,
//                                                see scripts/build-wasm.sh; DIST_DIR=<dir> serves it)
import { launchBrowser } from '../e2e/browser.mjs';
import { DIST, startGame } from '../e2e/flows.mjs';
import { startServer } from '../e2e/server.mjs';
import { GAMES } from './long-tasks-games.mjs';

const RATE = Number(process.env.RATE || 4);
const [only, seconds = '40'] = process.argv.slice(2);
const PLAY_MS = Number(seconds) * 1000;
const PROFILE = Boolean(process.env.PROFILE);

/** Records long tasks and the person's event timings from the page's start. */
async function watch(page) {
  await page.addInitScript(() => {
    window.__long = [];
    window.__events = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) =>
      window.__long.push({ start: e.startTime, duration: e.duration })))
      .observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => {
      if (['pointerdown', 'pointerup', 'click', 'keydown'].includes(e.name)) {
        const t = e.target;
        const what = t && (t.getAttribute?.('data-testid') || (typeof t.className === 'string' && t.className.split(' ')[0]) || t.tagName);
        window.__events.push({ name: e.name, start: e.startTime, duration: e.duration, what });
      }
    })).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
}

/** One line of figures for the long tasks that started after `from` (page time, ms). */
function summary(tasks, from) {
  const after = tasks.filter((t) => t.start >= from).map((t) => t.duration);
  const blocking = after.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  const over100 = after.filter((d) => d > 100).length;
  return `${after.length} long tasks (${over100} over 100 ms), longest ${Math.max(0, ...after).toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms`;
}

async function measure(browser, baseURL, game, spec) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await watch(page);
  await page.goto(`/new/${game}`);
  await page.waitForSelector('[data-testid="start-game"]:not([disabled])');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const tapped = await page.evaluate(() => performance.now());
  await startGame(page, game, spec.seats, { seed: '2026' });
  const drawn = await page.evaluate(() => performance.now());
  if (spec.start) await spec.start(page);
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const end = Date.now() + PLAY_MS;
  let moves = 0;
  while (Date.now() < end) {
    try {
      if (!(await spec.play(page))) break;
      moves++;
    } catch {
      break; // the game ended, or waited longer than the play time
    }
  }
  const { long, events, measures } = await page.evaluate(() => ({
    long: window.__long,
    events: window.__events,
    // The app's own User Timing measures: each bot move, the Tüfteln bots' tables and model.
    measures: performance.getEntriesByType('measure').map((m) => [m.name, m.duration]),
  }));
  // The taps of the play, after the table was drawn; the tap on Start is part of the opening.
  const taps = events.filter((e) => e.start >= drawn).map((e) => e.duration).sort((a, b) => a - b);
  const startTap = Math.max(0, ...events.filter((e) => e.start < drawn).map((e) => e.duration));
  const q = (p) => (taps.length ? taps[Math.min(taps.length - 1, Math.floor(p * taps.length))] : 0).toFixed(0);
  console.log(`${game} at ${RATE}x, ${spec.seats.length} seats, ${moves} moves by the person in ${(PLAY_MS / 1000).toFixed(0)} s:`);
  console.log(`  from Start:                 ${summary(long, tapped)} (opening the table: ${(drawn - tapped).toFixed(0)} ms)`);
  console.log(`  from 3 s after the table:   ${summary(long, drawn + 3_000)}`);
  console.log(`  taps answered in play (Event Timing, ${taps.length} events over 16 ms): median ${q(0.5)} ms, slowest ${q(1)} ms; the tap on Start ${startTap.toFixed(0)} ms`);
  const byName = new Map();
  for (const [name, duration] of measures) byName.set(name, [...(byName.get(name) || []), duration]);
  for (const [name, durations] of byName) {
    const longest = Math.max(...durations);
    console.log(`  measure ${name.padEnd(22)} ${durations.length} times, longest ${longest.toFixed(0)} ms, first ${durations[0].toFixed(0)} ms, in all ${durations.reduce((a, b) => a + b, 0).toFixed(0)} ms`);
  }
  // The slowest answer to each kind of tap, by what was tapped (Start included).
  const byTarget = new Map();
  for (const e of events) byTarget.set(e.what, [...(byTarget.get(e.what) || []), e.duration]);
  for (const [what, durations] of byTarget) {
    durations.sort((a, b) => a - b);
    console.log(`    ${String(what).padEnd(24)} ${durations.length} events, median ${durations[Math.floor(durations.length / 2)].toFixed(0)} ms, slowest ${durations[durations.length - 1].toFixed(0)} ms`);
  }
  if (PROFILE) printProfile((await cdp.send('Profiler.stop')).profile);
  await context.close();
}

/** The 25 functions with the most time of their own, and the 25 with the most time in all. */
function printProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const hits = new Map();
  profile.samples.forEach((id, i) => hits.set(id, (hits.get(id) || 0) + (profile.timeDeltas[i] || 0) / 1000));
  const own = new Map();
  const all = new Map();
  const label = (n) => n.callFrame.functionName || `(${n.callFrame.url.split('/').pop() || 'anonymous'})`;
  for (const [id, ms] of hits) {
    const name = label(byId.get(id));
    own.set(name, (own.get(name) || 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const up = label(byId.get(at));
      if (!seen.has(up)) all.set(up, (all.get(up) || 0) + ms);
      seen.add(up);
    }
  }
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, 25)
    .map(([name, ms]) => `    ${ms.toFixed(0).padStart(7)} ms  ${name.slice(0, 110)}`).join('\n');
  console.log(`  CPU profile, own time:\n${top(own)}`);
  console.log(`  CPU profile, with what it called:\n${top(all)}`);
}

const server = await startServer({ root: DIST });
const browser = await launchBrowser();
try {
  for (const [game, spec] of Object.entries(GAMES)) {
    if (!only || only === game) await measure(browser, server.url, game, spec);
  }
} finally {
  await browser.close();
  await server.close();
}
