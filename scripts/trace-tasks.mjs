// Reading a Chromium trace (devtools.timeline) for the scripts that take a slow phone's main
// thread apart (trace-play.mjs, trace-open.mjs).

/**
 * The renderer's main thread in `events` (the thread that ran the most `RunTask`): its complete
 * events, in time order, each given a `frame.self` (its time less its children's, in µs), and
 * its tasks.
 */
export function mainThread(events) {
  const perThread = new Map();
  for (const e of events) if (e.name === 'RunTask') perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) || 0) + (e.dur || 0));
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0][0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  mine.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  for (const e of mine) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    if (stack.length) stack[stack.length - 1].self -= e.dur;
    const frame = { ts: e.ts, dur: e.dur, self: e.dur, name: e.name };
    stack.push(frame);
    e.frame = frame;
  }
  return { events: mine, tasks: mine.filter((e) => e.name === 'RunTask') };
}

/** The kinds of work inside `task` (events of `mine`), the largest `top` by self time in ms. */
export function madeOf(task, mine, top = 5) {
  const kinds = new Map();
  for (const e of mine) {
    if (e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur) kinds.set(e.name, (kinds.get(e.name) || 0) + e.frame.self / 1000);
  }
  return [...kinds].sort((a, b) => b[1] - a[1]).slice(0, top).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ');
}
