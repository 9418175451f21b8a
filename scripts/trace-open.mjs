// Where a slow phone's main thread goes while a route opens: Chromium's trace from the
// navigation until the page has been quiet a while, at the CPU rate of scripts/long-tasks.mjs
// (4x by default), each task over 50 ms listed with what it was made of. What Lighthouse's
// total blocking time counts, taken apart. A benchmark: it prints numbers and asserts nothing.
//
//   node scripts/trace-open.mjs / /new/swaks      (after a release build in dist/)
import { launchBrowser } from '../e2e/browser.mjs';
import { DIST } from '../e2e/flows.mjs';
import { startServer } from '../e2e/server.mjs';
import { madeOf, mainThread } from './trace-tasks.mjs';

const RATE = Number(process.env.RATE || 4);
const routes = process.argv.slice(2);
if (!routes.length) routes.push('/');

const server = await startServer({ root: DIST, gzip: true });
const browser = await launchBrowser();
try {
  for (const route of routes) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,v8.wasm,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3_000);
    await cdp.send('Tracing.end');
    await done;
    const { events: mine, tasks } = mainThread(events);
    const long = tasks.filter((t) => t.dur > 50_000);
    const blocking = long.reduce((s, t) => s + (t.dur / 1000 - 50), 0);
    const start = tasks.length ? tasks[0].ts : 0;
    console.log(`${route} at ${RATE}x: ${long.length} tasks over 50 ms, ${blocking.toFixed(0)} ms over 50 ms in all`);
    for (const task of long) {
      const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur);
      const top = madeOf(task, mine, 6);
      const why = [...new Set(inside.filter((e) => ['EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EvaluateScript', 'v8.callFunction', 'FunctionCall'].includes(e.name))
        .map((e) => (e.name === 'EventDispatch' ? e.args?.data?.type : e.name === 'FunctionCall' ? `fn:${e.args?.data?.functionName || '?'}@${(e.args?.data?.url || '').split('/').pop()}` : e.name)))].slice(0, 6).join(' ');
      console.log(`  at ${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms [${why}]: ${top}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
