// How much each game blocks the main thread on a slow phone: Chromium with its CPU slowed 4x
// (Lighthouse's mobile profile, `Emulation.setCPUThrottlingRate`), a 390x844 screen, strong
// bots. For each game it opens the table, then plays for a while as a person would, and prints
// the long tasks (over 50 ms) seen from the moment Start was tapped and from 3 s after the table
// was drawn, with the tasks' total blocking (the part of each over 50 ms), and how long the
// person's taps took to be answered (Event Timing: from the tap to the next paint).
//
// A benchmark, not a test: it prints numbers and asserts nothing (a shared 2-core machine moves
// them by tens of percent from run to run). Build first (`bash scripts/test.sh build`), then:
//
//   node scripts/long-tasks.mjs                  every game, 40 s of play each
//   node scripts/long-tasks.mjs tuefteln 60      one game, 60 s
//   RATE=1 node scripts/long-tasks.mjs           this machine's own speed
import { launchBrowser } from '../e2e/browser.mjs';
import { DIST, startGame } from '../e2e/flows.mjs';
import { startServer } from '../e2e/server.mjs';
import { placeOneRoll } from '../e2e/tuefteln-flows.mjs';
import { playTurn } from '../e2e/tweak-flows.mjs';

const RATE = Number(process.env.RATE || 4);
const [only, seconds = '40'] = process.argv.slice(2);
const PLAY_MS = Number(seconds) * 1000;

/** Each game's table: who sits there, and what the person does while the clock runs. */
const GAMES = {
  tuefteln: {
    seats: [{ who: 'human', name: 'Ana' }, ...Array.from({ length: 14 }, () => ({ who: 'strong' }))],
    // Everyone writes each roll at once: the person writes, the 14 bots write beside.
    async play(page) {
      await page.waitForSelector('[data-testid="confirm"], .end-screen', { timeout: 30_000 });
      if (await page.locator('.end-screen').count()) return false;
      await placeOneRoll(page);
      return true;
    },
  },
  tweak: {
    seats: [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'strong' }, { who: 'strong' }],
    async play(page) {
      const next = await page.waitForSelector('.own-hand[data-my-turn="true"], .round-end', { timeout: 30_000 });
      if (await next.evaluate((e) => e.classList.contains('round-end'))) {
        await page.click('[data-testid="next-round"]');
        return true;
      }
      await playTurn(page);
      return true;
    },
  },
  swaks: {
    // The person lets the 5-second timer run out on each turn: the bots play on between.
    seats: [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'strong' }, { who: 'strong' }],
    async play(page) {
      await page.waitForTimeout(1_000);
      return true;
    },
  },
  twinit: {
    seats: [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'strong' }, { who: 'strong' }],
    start: async (page) => page.click('[data-testid="tw-start"]'),
    async play(page) {
      await page.waitForTimeout(1_000);
      return true;
    },
  },
};

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
        window.__events.push({ name: e.name, duration: e.duration });
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
  const { long, events } = await page.evaluate(() => ({ long: window.__long, events: window.__events }));
  const taps = events.map((e) => e.duration).sort((a, b) => a - b);
  const q = (p) => (taps.length ? taps[Math.min(taps.length - 1, Math.floor(p * taps.length))] : 0).toFixed(0);
  console.log(`${game} at ${RATE}x, ${spec.seats.length} seats, ${moves} moves by the person in ${(PLAY_MS / 1000).toFixed(0)} s:`);
  console.log(`  from Start:                 ${summary(long, tapped)} (opening the table: ${(drawn - tapped).toFixed(0)} ms)`);
  console.log(`  from 3 s after the table:   ${summary(long, drawn + 3_000)}`);
  console.log(`  taps answered (Event Timing, ${taps.length} events over 16 ms): median ${q(0.5)} ms, slowest ${q(1)} ms`);
  await context.close();
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
