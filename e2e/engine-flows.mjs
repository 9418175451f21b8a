// The steps of the other engines' smoke tests (e2e/firefox.test.mjs, e2e/webkit.test.mjs) and
// of the phones across engines (e2e/pairing.mjs), written once over the page interface of
// ./engines.mjs: the new-game form, one move of each game through its screen, a reload that
// resumes, a lesson's first step done by hand, a shared replay link, the service worker.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ids, playTurn } from './tweak-flows.mjs';

export const GAMES = ['tuefteln', 'tweak', 'swaks', 'twinit'];

/** Where each game's end screen (and a replay's last step) shows the final score. */
export const SCORES = {
  tuefteln: '.end-screen [data-testid="final-total"]',
  tweak: '[data-testid="match-total"]',
  swaks: '[data-testid="swaks-end"] .score-table td',
  twinit: '[data-testid="tw-end"] .score-table td, [data-testid="tw-final-score"]',
};

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The trimmed texts of every element matching `selector`. */
export const texts = (page, selector) =>
  page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent.trim()), selector);

/**
 * The new-game form of `game` (`/new/<game>`): sets the seats to `seats` ({ who, name? }), lets
 * `configure(page)` set the game's options, types `seed` and starts with the button `start`;
 * waits for the table. As flows.mjs's startGame, over any engine.
 */
export async function startGame(page, game, seats, { seed = '12345', configure, start = 'start-game', table } = {}) {
  await page.goto(`/new/${game}`);
  await page.waitFor('[data-testid="start-game"]');
  if (configure) await configure(page);
  const rows = () => page.count('.seat-editor-row');
  for (let n = await rows(); n !== seats.length; n = await rows()) {
    await page.click(n > seats.length ? '.seat-editor-row:last-child .button--icon' : '.seat-editor > .button');
    await page.waitFor((want) => document.querySelectorAll('.seat-editor-row').length === want, {
      arg: n > seats.length ? n - 1 : n + 1,
    });
  }
  for (let i = 0; i < seats.length; i++) {
    if (seats[i].name) await page.fill(`.seat-editor-row:nth-child(${i + 1}) input`, seats[i].name);
    await page.select(`.seat-editor-row:nth-child(${i + 1}) select`, seats[i].who);
  }
  await page.fill('#seed-input', seed);
  assert.equal(await page.inputValue('#seed-input'), seed);
  await page.click(`[data-testid="${start}"]`);
  await page.waitFor(table ?? `[data-testid="${game}-table"]`, { timeout: 60_000 });
}

// --- Tüfteln -------------------------------------------------------------------------------

/** Writes this round's roll for the person whose turn it is (as tuefteln-flows.mjs). */
export async function placeOneRoll(page) {
  await page.click('[data-testid="die-0"]');
  await page.click('.human-turn button.cell--target');
  await page.click('.human-turn button.cell--target');
  await page.click('[data-testid="confirm"]');
}

/** The round the Tüfteln table shows. */
export const round = async (page) => Number((await page.textContent('[data-testid="round"]')).match(/\d+/)[0]);

/** The numbers written on the person's tile, in cell order. */
export const tileValues = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.human-turn .tile [data-cell]')]
      .sort((a, b) => Number(a.dataset.cell) - Number(b.dataset.cell))
      .map((c) => Number(c.querySelector('.cell-value')?.textContent || 0)));

// --- TWEAK ---------------------------------------------------------------------------------

/** The ids of the cards shown under `selector` (one copy, in tweak-flows.mjs). */
export { ids };

/** The lines of an event log (`selector`'s <li>). */
export const logLines = (page, selector) =>
  page.evaluate((sel) => [...document.querySelectorAll(`${sel} li`)].map((li) => li.textContent), selector);

/**
 * Plays the person's TWEAK turn: a card put down when a Bomb asks for one, else tweak-flows.mjs's
 * turn (a sum when one exists, else the first hand card placed). Returns the cards won.
 */
export async function playTweakTurn(page) {
  if (await page.count('[data-testid="bomb-discard"]')) {
    const hand = await ids(page, '[data-testid="hand"]');
    await page.click(`[data-testid="hand"] [data-card="${hand[0]}"]`);
    await page.click('[data-testid="bomb-discard"]');
    return 0;
  }
  return playTurn(page);
}

/** Whether it is the person's TWEAK turn on this page (a TWEAK's moment let go first). */
export async function tweakTurnHere(page) {
  if (await page.visible('[data-testid="tweak-moment-continue"]')) {
    // One person alone at the device: the moment also closes by itself, maybe under the click.
    await page.click('[data-testid="tweak-moment-continue"]', { timeout: 2_000 }).catch(() => {});
    return false;
  }
  return page.visible('.own-hand[data-my-turn="true"]');
}

// --- Swaks ---------------------------------------------------------------------------------

/** Whether the Swaks hand on screen is due to play. */
const swaksDue = (page) =>
  page.evaluate(() => /Your turn/.test(document.querySelector('#swaks-hand-title')?.textContent ?? ''));

/**
 * One move of the person at Swaks if it is their turn: a lifted number card played alone (no
 * joker, no special: it must be "a family card"), else drawing. Returns what it did, or null
 * (not their turn, or the real-time table moved on under it).
 */
export async function playSwaks(page, { draw = true } = {}) {
  try {
    if (!(await swaksDue(page))) return null;
    const playable = await page.evaluate(() =>
      [...document.querySelectorAll('.swaks-hand-card--playable')]
        .filter((b) => !/joker|Boost|Upside/i.test(b.getAttribute('aria-label') ?? ''))
        .map((b) => b.dataset.card));
    for (const card of playable) {
      await page.click(`.swaks-hand-card[data-card="${card}"]`, { timeout: 2_000 });
      const label = await page.textContent('.swaks-plays .button--primary');
      if (label) {
        await page.click('.swaks-plays .button--primary', { timeout: 2_000 });
        return label;
      }
      await page.click(`.swaks-hand-card[data-card="${card}"]`, { timeout: 2_000 }); // put back
    }
    if (draw && (await page.count('[data-testid="swaks-draw"]'))) {
      await page.click('[data-testid="swaks-draw"]', { timeout: 2_000 });
      return 'draw';
    }
  } catch (e) {
    if (!/nothing to click|detached|stale|not attached|Timeout|timed out|no such element/i.test(String(e))) throw e;
  }
  return null;
}

// --- Twin It! ------------------------------------------------------------------------------

/** Two visible faces (spot codes) showing the same motif, if any (as twinit-table.test.mjs). */
export const findPair = (page) =>
  page.evaluate(() => {
    const seen = new Map();
    for (const card of document.querySelectorAll('[data-testid="twinit-table"] .tw-card[data-spot]')) {
      const motif = card.dataset.motif;
      if (seen.has(motif)) return [seen.get(motif), card.dataset.spot];
      seen.set(motif, card.dataset.spot);
    }
    return null;
  });

/** The prises of seat `seat` ("3 of 5 prises"). */
export const prises = async (page, seat) =>
  Number((await page.textContent(`[data-testid="tw-count-${seat}"]`)).match(/\d+/)[0]);

/** One try at Twin It!: a pair claimed if one shows, else a card turned if it is the person's to turn. */
async function tryTwinIt(page) {
  try {
    const pair = await findPair(page);
    if (pair) {
      await page.click(`[data-spot="${pair[0]}"]`, { timeout: 2_000 });
      await page.click(`[data-spot="${pair[1]}"]`, { timeout: 2_000 });
      return 'claim';
    }
    if (await page.evaluate(() => document.querySelector('[data-testid="tw-turn-0"]')?.disabled === false)) {
      await page.click('[data-testid="tw-turn-0"]', { timeout: 2_000 });
      return 'turn';
    }
  } catch (e) {
    if (!/nothing to click|detached|stale|not attached|Timeout|timed out|no such element|intercept/i.test(String(e))) throw e;
  }
  return null;
}

// --- One game, through its screen ------------------------------------------------------------

/** Each game's solo table: one person (Ana) and, but for Tüfteln, an easy bot (Bo). */
const SOLO = {
  tuefteln: { seats: [{ name: 'Ana', who: 'human' }] },
  tweak: { seats: [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'easy' }], seed: '2024' },
  swaks: {
    seats: [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'easy' }],
    seed: '31',
    configure: (page) => page.select('#swaks-timer', 'off'),
  },
  // Seed 11: a pair shows after four or five turned cards.
  twinit: { seats: [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'easy' }], seed: '11' },
};

/**
 * The new-game form of `game`, started with one person; one move by that person through the
 * screen; then, once the service worker is ready, a reload: the table resumes as it was, and
 * the page is in the service worker's control. Returns what the move left on screen.
 */
export async function playOneMoveAndResume(page, game, { log = () => {} } = {}) {
  const { seats, seed, configure } = SOLO[game];
  const started = Date.now();
  await startGame(page, game, seats, { seed, configure });
  let shown;
  let snapshot;
  if (game === 'tuefteln') {
    assert.equal(await round(page), 1);
    await placeOneRoll(page);
    await page.waitFor(() => /\b2\b/.test(document.querySelector('[data-testid="round"]')?.textContent ?? ''));
    shown = await tileValues(page);
    assert.equal(shown.filter((v) => v > 0).length, 8, 'six printed numbers and one roll');
    snapshot = async () => ({ round: await round(page), tile: await tileValues(page) });
  } else if (game === 'tweak') {
    await page.waitFor('.own-hand[data-my-turn="true"]', { timeout: 60_000 });
    const before = (await logLines(page, '[data-testid="event-log"]')).length;
    await playTweakTurn(page);
    await page.waitFor((n) => document.querySelectorAll('[data-testid="event-log"] li').length > n, { arg: before });
    // Bo (the bot) plays next: wait for the person's turn again, so nothing moves meanwhile.
    await page.waitFor('.own-hand[data-my-turn="true"], .round-end', { timeout: 60_000 });
    snapshot = async () => ({
      log: await logLines(page, '[data-testid="event-log"]'),
      hand: await ids(page, '[data-testid="hand"]'),
      table: await ids(page, '[data-testid="table-cards"]'),
    });
  } else if (game === 'swaks') {
    const played = () => page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="swaks-log"] li')].some((li) => /^Ana (plays|draws)/.test(li.textContent)));
    const end = Date.now() + 120_000;
    while (!(await played())) {
      assert.ok(Date.now() < end, 'Ana played or drew within two minutes');
      if (!(await playSwaks(page))) await pause(150);
    }
    // The real-time table goes on: the log so far must survive the reload.
    snapshot = async () => ({ log: await logLines(page, '[data-testid="swaks-log"]') });
  } else {
    await page.click('[data-testid="tw-start"]');
    const end = Date.now() + 120_000;
    const won = () => page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="tw-log"] li')].some((li) => /^Ana wins the pair/.test(li.textContent)));
    while (!(await won())) {
      assert.ok(Date.now() < end, 'Ana won a pair within two minutes');
      if (!(await tryTwinIt(page))) await pause(150);
    }
    snapshot = async () => ({ log: await logLines(page, '[data-testid="tw-log"]') });
  }
  const before = await snapshot();
  log(`${game}: started and a move made in ${Date.now() - started} ms`);

  // The service worker, registered on the first load, is ready; the reload that resumes the
  // game is then under its control.
  const sw = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return 'unsupported';
    await navigator.serviceWorker.ready;
    return 'ready';
  });
  assert.equal(sw, 'ready', 'a service worker became active');
  const url = await page.url();
  await page.reload();
  await page.waitFor(`[data-testid="${game}-table"]`, { timeout: 60_000 });
  assert.equal(await page.url(), url, 'the same address after the reload');
  await page.waitFor(() => navigator.serviceWorker.controller !== null, { timeout: 10_000 });
  if (game === 'twinit' && (await page.count('[data-testid="tw-start"]'))) {
    // The ready panel again after a reload: the game waits for the person to go on.
    await page.waitFor('[data-testid="tw-zone-0"]', { state: 'attached' });
  }
  if (game === 'tweak' || game === 'tuefteln') {
    // Turn-based: nothing moved, the table is exactly as it was.
    await page.waitFor(game === 'tweak' ? '[data-testid="hand"] [data-card]' : '.human-turn .tile');
    assert.deepEqual(await snapshot(), before, `${game}: the table resumes as it was`);
  } else {
    // Real time: what was logged before the reload is still there, first.
    const selector = game === 'swaks' ? '[data-testid="swaks-log"] li' : '[data-testid="tw-log"] li';
    await page.waitFor((n) => document.querySelectorAll(n[0]).length >= n[1], { arg: [selector, before.log.length] });
    const after = await snapshot();
    assert.deepEqual(after.log.slice(0, before.log.length), before.log, `${game}: the log survives the reload`);
  }
  return before;
}

// --- The lesson's first step to do at the table ---------------------------------------------------

/** The coach's step number now. */
const stepNumber = async (page) =>
  Number(((await page.textContent('[data-testid="coach-step"]')) ?? '').match(/^Step (\d+) of/)?.[1] ?? 0);

/**
 * `/learn/<game>`: "Next" through the steps to read, then the first step to do, done by hand at
 * the table (never "Show me"); waits for the coach to move on. Returns that step's number.
 */
export async function lessonFirstDo(page, game, { within = 120_000 } = {}) {
  await page.goto(`/learn/${game}`);
  await page.waitFor('[data-testid="coach"]', { timeout: 60_000 });
  await page.waitFor('[data-testid="coach-step"]');
  assert.equal(await stepNumber(page), 1);
  while (await page.count('[data-testid="coach-next"]')) {
    const n = await stepNumber(page);
    await page.click('[data-testid="coach-next"]');
    await page.waitFor((n) => !(document.querySelector('[data-testid="coach-step"]')?.textContent ?? '').startsWith(`Step ${n} of`), { arg: n });
  }
  const step = await stepNumber(page);
  assert.ok(step > 1, `${game}: a step to read comes first`);
  const done = async () => (await stepNumber(page)) > step;
  const end = Date.now() + within;
  while (!(await done())) {
    assert.ok(Date.now() < end, `${game}: the lesson's step ${step} was not done by hand in ${within} ms`);
    let moved = null;
    if (game === 'tuefteln') {
      await placeOneRoll(page);
      moved = 'roll';
    } else if (game === 'tweak') {
      if (await tweakTurnHere(page)) moved = await playTweakTurn(page);
    } else if (game === 'swaks') {
      // The step asks for a family card; drawing only when none fits.
      moved = await playSwaks(page);
    } else if (await page.evaluate(() => document.querySelector('[data-testid="tw-turn-0"]')?.disabled === false)) {
      await page.click('[data-testid="tw-turn-0"]');
      moved = 'turn';
    }
    if (moved === null) {
      await pause(150);
      continue;
    }
    // The coach moves on, or (a move that was not yet the one asked for) the turn passes.
    await page.waitFor(({ n, game }) => {
      const advanced = !(document.querySelector('[data-testid="coach-step"]')?.textContent ?? '').startsWith(`Step ${n} of`);
      const due = document.querySelector('.own-hand[data-my-turn="true"]')
        || /Your turn/.test(document.querySelector('#swaks-hand-title')?.textContent ?? '');
      return advanced || (game !== 'tuefteln' && game !== 'twinit' && !due);
    }, { arg: { n: step, game }, timeout: 30_000 });
  }
  return step;
}

// --- A shared replay link --------------------------------------------------------------------

/**
 * The finished game fixture of `game` stored on the device and opened; its replay shared as a
 * link; the link opened in another page (`other`, possibly another device) replays to the same
 * final score from step 0.
 */
export async function sharedReplayLink(page, other, game) {
  const save = await readFile(new URL(`../src/games/${game}/fixtures/finished.json`, import.meta.url), 'utf8');
  await page.evaluate((raw) => localStorage.setItem('tablee.save.finished', raw), save);
  await page.goto(`/play/${game}/finished`);
  await page.waitFor(SCORES[game], { timeout: 60_000 });
  const saved = await texts(page, SCORES[game]);
  assert.ok(saved.length > 0, 'the end screen shows the score');
  await page.click('[data-testid="watch-again"]');
  await page.waitFor('[data-testid="replay"]');
  await page.click('[data-testid="replay-more"]');
  await page.click('[data-testid="replay-share"]');
  await page.waitFor('[data-testid="replay-link"]');
  const link = await page.inputValue('[data-testid="replay-link"]');
  assert.match(link, new RegExp(`/watch/${game}#[A-Za-z0-9_-]+$`));

  await other.goto(link);
  await other.waitFor('[data-testid="replay-step"]', { timeout: 60_000 });
  const step = await other.textContent('[data-testid="replay-step"]');
  const [, first, steps] = step.match(/^Step (\d+) of (\d+)$/).map(Number);
  assert.equal(first, 0, 'the link opens at the deal');
  assert.ok(steps > 10, `${steps} steps`);
  await other.click('[data-testid="replay-last"]');
  await other.waitFor(SCORES[game]);
  assert.deepEqual(await texts(other, SCORES[game]), saved, 'the link replays to the saved score');
  return { link, steps };
}

// --- Running a test on an engine -------------------------------------------------------------------

/**
 * Launches an engine (`launch(baseURL)`: a fresh profile), runs `body(engine)`, and closes the
 * engine whatever happens; on a failure, a screenshot of each of its pages is kept in the
 * temporary folder (its path printed). Page errors fail the test; console errors are printed.
 */
export async function onEngine(t, launch, baseURL, label, body) {
  const engine = await launch(baseURL);
  try {
    await body(engine);
    engine.assertNoPageErrors();
    for (const line of engine.consoleErrors) t.diagnostic(`${engine.name} console error: ${line.slice(0, 300)}`);
  } catch (e) {
    for (const [i, page] of engine.pages.entries()) {
      const file = path.join(os.tmpdir(), `tablee-${engine.name}-${label}-${i}.png`.replace(/[^\w./-]+/g, '-'));
      await page.screenshot(file).then(() => t.diagnostic(`screenshot: ${file}`), () => {});
    }
    for (const line of engine.pageErrors) t.diagnostic(`${engine.name} page error: ${line.slice(0, 500)}`);
    for (const line of engine.consoleErrors) t.diagnostic(`${engine.name} console error: ${line.slice(0, 500)}`);
    throw e;
  } finally {
    await engine.close();
  }
  return engine;
}

/**
 * One game's smoke on an engine (`launch`, see ./engines.mjs): the new-game form, a start, a
 * move, a reload that resumes under the service worker; the lesson's first step by hand; a
 * finished game's replay shared as a link and opened on another page (`otherPage`: another
 * browser context where the engine has them, else another window). `after(engine)` runs last
 * (an engine's own checks). The time of each part is printed.
 */
export async function smokeOneGame(t, launch, baseURL, game, { otherPage = {}, after = () => {} } = {}) {
  await onEngine(t, launch, baseURL, game, async (engine) => {
    t.diagnostic(`${engine.name} ${engine.version}`);
    let at = Date.now();
    const took = () => {
      const seconds = ((Date.now() - at) / 1000).toFixed(1);
      at = Date.now();
      return `${seconds} s`;
    };
    const page = await engine.newPage();
    t.diagnostic(`launched and ready in ${took()}`);
    await playOneMoveAndResume(page, game, { log: (line) => t.diagnostic(line) });
    t.diagnostic(`${game}: form, move, reload and service worker in ${took()}`);
    const step = await lessonFirstDo(page, game);
    t.diagnostic(`${game}: the lesson's step ${step} done by hand in ${took()}`);
    const other = await engine.newPage(otherPage);
    const { steps } = await sharedReplayLink(page, other, game);
    t.diagnostic(`${game}: a shared link replayed ${steps} steps on another page in ${took()}`);
    after(engine);
  });
}
