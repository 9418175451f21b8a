// Where a slow phone's main thread goes while a game is played: Chromium's own trace
// (devtools.timeline) over some seconds of play at the CPU rate of scripts/long-tasks.mjs,
// summed by kind of work (style, layout, paint, script, garbage collection...). A benchmark:
// it prints numbers and asserts nothing.
//
//   node scripts/trace-play.mjs tuefteln 15
//   OPENING=1 node scripts/trace-play.mjs swaks 3    the trace starts before Start is tapped:
//                                                    the table's opening, then 3 s of play
import { launchBrowser } from '../e2e/browser.mjs';
import { DIST, startGame } from '../e2e/flows.mjs';
import { startServer } from '../e2e/server.mjs';
import { GAMES } from './long-tasks-games.mjs';
import { madeOf, mainThread } from './trace-tasks.mjs';

const RATE = Number(process.env.RATE || 4);
const [game = 'tuefteln', seconds = '15'] = process.argv.slice(2);
const spec = GAMES[game];
const OPENING = Boolean(process.env.OPENING);

const server = await startServer({ root: DIST });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`/new/${game}`);
  await page.waitForSelector('[data-testid="start-game"]:not([disabled])');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  const trace = () => cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  if (OPENING) {
    // Traced from the last step before Start: the seats are set, the seed is typed.
    await startGame(page, game, spec.seats, { seed: '2026', configure: trace });
  } else {
    await startGame(page, game, spec.seats, { seed: '2026' });
  }
  if (spec.start) await spec.start(page);
  if (!OPENING) {
    await page.waitForTimeout(3_000);
    await trace();
  }
  const end = Date.now() + Number(seconds) * 1000;
  while (Date.now() < end) {
    try { if (!(await spec.play(page))) break; } catch { break; }
  }
  await cdp.send('Tracing.end');
  await done;
  const { events: mine, tasks } = mainThread(events);
  const own = new Map();
  for (const e of mine) own.set(e.name, (own.get(e.name) || 0) + e.frame.self / 1000);
  const busy = tasks.reduce((s, e) => s + e.dur / 1000, 0);
  console.log(`${game} at ${RATE}x, ${seconds} s traced: main thread busy ${busy.toFixed(0)} ms in ${tasks.length} tasks, ${tasks.filter((t) => t.dur > 50_000).length} over 50 ms`);
  for (const [name, ms] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  // Each task over 100 ms: what it was made of, and the app's own measures inside it.
  const marks = events.filter((e) => e.cat && e.cat.includes('user_timing') && e.name.startsWith('tablee'));
  for (const task of tasks.filter((t) => t.dur > 100_000)) {
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur);
    const top = madeOf(task, mine);
    const app = [...new Set(marks.filter((m) => m.ts >= task.ts && m.ts < task.ts + task.dur).map((m) => m.name))].join(' ');
    const why = [...new Set(inside.filter((e) => ['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback'].includes(e.name))
      .map((e) => (e.name === 'EventDispatch' ? e.args?.data?.type : e.name)))].join(' ');
    console.log(`  task ${(task.dur / 1000).toFixed(0)} ms [${why}]: ${top}${app ? ` | ${app}` : ''}`);
  }
} finally {
  await browser.close();
  await server.close();
}
