// End-to-end tests of the app through the release build in headless Chromium: the home screen in
// four languages, starting, saving and resuming a game, a whole solo game of Tüfteln whose total
// is recounted independently, a game with two bots, broken saves, settings, and an axe scan of
// every screen. Every test also checks that no request left the local server.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext, waitForAppRendered } from './browser.mjs';
import { reportTimings, resetTimings, startGame, useBuiltApp, watchLongTasks } from './flows.mjs';
import { placeOneRoll } from './tuefteln-flows.mjs';


const TAGLINES = {
  'fr-FR': ['fr', 'Quatre jeux de table'],
  'en-US': ['en', 'Four tabletop games'],
  'de-DE': ['de', 'Vier Tischspiele'],
  'zh-CN': ['zh', '四款桌游'],
};

/** U6/U7 scoring written again, independently of the Rust engine, for recounting a tile. */
function recount(values) {
  const squares = [];
  for (let sq = 0; sq < 9; sq++) squares.push(values.slice(sq * 4, sq * 4 + 4));
  const kinds = squares.map(([a, b, c, d]) => {
    const v = [a, b, c, d];
    const counts = {};
    v.forEach((x) => (counts[x] = (counts[x] || 0) + 1));
    const shape = Object.values(counts).sort().join('');
    if (shape === '4') return ['4er', 5];
    if (shape === '13') return ['triple', 0];
    if (shape === '22') return a === c ? ['cross', 4] : ['2er+2er', 3];
    if (shape === '112') return a === c || b === d ? ['diag', 0] : ['2er', 2];
    for (let r = 0; r < 4; r++) {
      const rot = [0, 1, 2, 3].map((i) => v[(r + i) % 4]);
      if (rot[1] === rot[0] + 1 && rot[2] === rot[0] + 2 && rot[3] === rot[0] + 3) return ['str', 6];
    }
    return ['mix', 1];
  });
  const sum = kinds.reduce((s, [, p]) => s + p, 0);
  const found = new Set(kinds.map(([k]) => k));
  const bonus = ['mix', '2er', '2er+2er', 'cross', '4er', 'str'].every((k) => found.has(k)) ? 7 : 0;
  return sum + bonus;
}

/** Reads the 36 numbers of a tile from the DOM, in cell order (square * 4 + clockwise corner). */
async function tileValues(tile) {
  return tile.evaluate((el) =>
    [...el.querySelectorAll('[data-cell]')]
      .sort((a, b) => Number(a.dataset.cell) - Number(b.dataset.cell))
      .map((c) => Number(c.querySelector('.cell-value')?.textContent || 0)),
  );
}


async function startTuefteln(page, seats) {
  await startGame(page, 'tuefteln', seats.map((who) => ({ who })));
}

describe('Tablée app', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  for (const [locale, [tag, tagline]] of Object.entries(TAGLINES)) {
    test(`home screen in ${locale}`, async () => {
      const session = await newRecordedContext(app.browser, app.server.url, { locale });
      const page = await session.context.newPage();
      await page.goto('/');
      await waitForAppRendered(page, { root: 'main' });
      await page.waitForSelector('.tagline');
      assert.equal(await page.getAttribute('html', 'lang'), tag);
      assert.ok((await page.textContent('.tagline')).includes(tagline));
      assert.equal(await page.locator('.game-tile').count(), 4);
      // All four games are playable.
      assert.equal(await page.locator('.game-tile .badge--soon').count(), 0, 'no game is still being built');
      assert.equal(await page.locator('[data-testid="new-tuefteln"]').count(), 1);
      assert.equal(await page.locator('[data-testid="new-tweak"]').count(), 1);
      assert.equal(await page.locator('[data-testid="new-swaks"]').count(), 1);
      assert.equal(await page.locator('[data-testid="new-twinit"]').count(), 1);
      await assertNoSeriousA11yViolations(page);
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
      await session.close();
    });
  }

  test('start a game, reload, and resume where it was', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startTuefteln(page, ['human']);
    await assertNoSeriousA11yViolations(page);
    await placeOneRoll(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="round"]').textContent.includes('2'));
    const before = await tileValues(page.locator('.human-turn .tile'));
    assert.equal(before.filter((v) => v > 0).length, 8, 'six printed numbers and one roll');
    const url = page.url();
    await page.reload();
    await page.waitForSelector('[data-testid="tuefteln-table"]');
    assert.equal(page.url(), url);
    assert.ok((await page.textContent('[data-testid="round"]')).includes('2'));
    assert.deepEqual(await tileValues(page.locator('.human-turn .tile')), before);
    // The home screen offers to continue it.
    await page.goto('/');
    await page.waitForSelector('.continue-link');
    await page.click('.continue-link');
    await page.waitForSelector('[data-testid="tuefteln-table"]');
    assert.equal(page.url(), url);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('a whole solo game: the total shown is the recount of the tile shown', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await startTuefteln(page, ['human']);
    for (let round = 1; round <= 15; round++) {
      await page.waitForSelector('[data-testid="confirm"]');
      await placeOneRoll(page);
    }
    await page.waitForSelector('.end-screen');
    const total = Number(await page.textContent('[data-testid="final-total"]'));
    const values = await tileValues(page.locator('.end-screen .tile').first());
    assert.equal(values.filter((v) => v > 0).length, 36);
    assert.equal(total, recount(values));
    assert.equal(Number(await page.textContent('.end-screen [data-testid="tally-total"]')), total);
    assert.equal(await page.getAttribute('.end-screen .final-row', 'value'), '1');
    await assertNoSeriousA11yViolations(page);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('three seats, two of them bots, play to the end without freezing the page', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await watchLongTasks(page);
    await startTuefteln(page, ['human', 'normal', 'strong']);
    // The strong bot's model (public/models) arrives and reads: a broken or missing file fails here.
    await page.waitForFunction(() => performance.getEntriesByName('tablee-model-a').length > 0);
    // Count only what happens while the game is played, not the app's first load.
    await resetTimings(page);
    for (let round = 1; round <= 15; round++) {
      await page.waitForSelector('[data-testid="confirm"]');
      await placeOneRoll(page);
    }
    await page.waitForSelector('.end-screen');
    assert.equal(await page.locator('.end-screen .final-row').count(), 3);
    await reportTimings(page, 'a 3-seat Tüfteln game (normal and strong bots)');
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('keyboard only: pick a die, move with the arrows, write, confirm', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startTuefteln(page, ['human']);
    // After a key the table may move the focus itself in the next frames (to a cell the die can
    // go to): the test waits for that before it moves the focus, or a slow machine's late
    // frame would take the focus back from under it.
    const settled = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
    await page.focus('[data-testid="die-0"]');
    await page.keyboard.press('Enter');
    await settled();
    const focusedCell = () => page.evaluate(() => Number(document.activeElement?.dataset?.cell ?? -1));
    for (let written = 0; written < 2; written++) {
      await page.focus('.human-turn [data-cell="0"]');
      assert.equal(await focusedCell(), 0);
      // Walk the grid row by row with the arrow keys until a highlighted cell has the focus.
      for (let steps = 0; steps < 40; steps++) {
        const isTarget = await page.evaluate(() => document.activeElement.classList.contains('cell--target'));
        if (isTarget) break;
        const cell = await focusedCell();
        const col = Math.floor(cell / 4) % 3 * 2 + (cell % 4 === 1 || cell % 4 === 2 ? 1 : 0);
        await page.keyboard.press(col === 5 ? 'ArrowDown' : 'ArrowRight');
        if (col === 5) for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
      }
      await page.keyboard.press('Enter');
      await settled();
    }
    await page.focus('[data-testid="confirm"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="round"]').textContent.includes('2'));
    session.assertNoPageErrors();
    await session.close();
  });

  test('flat-table layout: tiles around the edges, the turn panel faces the far player', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await page.goto('/settings');
    await page.waitForSelector('#setting-language');
    await page.check('.settings-form input[type="checkbox"] >> nth=2');
    await startTuefteln(page, ['human', 'human']);
    assert.equal(await page.locator('.table-flat-top .overview-item').count(), 1);
    assert.equal(await page.locator('.table-flat-bottom .overview-item').count(), 1);
    assert.equal(await page.locator('.table-flat-turned').count(), 0, 'the first player sits at the bottom');
    await placeOneRoll(page);
    await page.waitForSelector('.table-flat-turned .human-turn');
    await assertNoSeriousA11yViolations(page);
    session.assertNoPageErrors();
    await session.close();
  });

  test('an unreadable save is explained, exportable, and does not break other saves', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startTuefteln(page, ['human']);
    await page.evaluate(() => {
      localStorage.setItem('tablee.save.broken', '{"schema":1,"kind":"Tuefteln", trunc');
      localStorage.setItem('tablee.save.future', '{"schema":99,"kind":"Tuefteln","id":"future"}');
    });
    await page.goto('/');
    await page.waitForSelector('.continue-row--error');
    assert.equal(await page.locator('.continue-row--error').count(), 2);
    assert.equal(await page.locator('.continue-link').count(), 1, 'the good save is still listed');
    assert.ok((await page.textContent('.continue')).includes('99'));
    const download = page.waitForEvent('download');
    await page.click('.continue-row--error >> nth=0 >> .button:not(.button--danger)');
    assert.ok((await download).suggestedFilename().startsWith('tablee.save.'));
    await assertNoSeriousA11yViolations(page);
    await page.click('.continue-row--error >> nth=0 >> .button--danger');
    await page.waitForFunction(() => document.querySelectorAll('.continue-row--error').length === 1);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('a visit fetches the words of one language: the shell\'s first, a game\'s with its code, every book again on a switch', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { locale: 'fr-FR' });
    const page = await session.context.newPage();
    // The word books the page asks for (the service worker's precache is not the page's).
    const books = new Set();
    page.on('request', (request) => {
      const book = request.url().match(/\/text\/words-([a-z]+\.[a-z]+)\.json$/);
      if (book) books.add(book[1]);
    });
    await page.goto('/');
    await page.waitForSelector('.tagline');
    assert.ok((await page.textContent('.tagline')).includes('Quatre jeux'));
    assert.deepEqual([...books], ['shell.fr']);
    // In the app, as a player goes: a game's book comes with its code, in the same language,
    // with the book all games share (the replay's and the lessons' words).
    await page.click('a[href="/new/swaks"]');
    await page.waitForSelector('#swaks-timer');
    assert.ok((await page.textContent('.new-game-options')).includes('Temps par coup'));
    // The game's code comes once the form is on screen: Start waits for it.
    await page.waitForSelector('[data-testid="start-game"]:not([disabled])');
    assert.deepEqual([...books].sort(), ['play.fr', 'shell.fr', 'swaks.fr']);
    books.clear();
    await page.click('.top-bar-settings');
    await page.selectOption('#setting-language', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.equal(await page.textContent('.top-bar-title'), 'Einstellungen');
    assert.deepEqual([...books].sort(), ['play.de', 'shell.de', 'swaks.de'], 'every book the visit holds, in German');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('.new-game-options')?.textContent.includes('Zeit pro Zug'));
    session.assertNoPageErrors();
    assert.deepEqual(session.consoleErrors, []);
    await session.close();
  });

  test('a language whose words cannot be fetched is told, and the screen keeps its own', async () => {
    // No service worker, so the page's own requests can fail (as offline before it had them).
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    await page.route('**/text/words-shell.de.json', (route) => route.abort());
    await page.goto('/settings');
    await page.waitForSelector('#setting-language');
    await page.selectOption('#setting-language', 'de');
    await page.waitForSelector('[data-testid="language-error"]');
    assert.ok((await page.textContent('[data-testid="language-error"]')).includes('Deutsch'));
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.textContent('.top-bar-title'), 'Settings');
    // Once the words can come, choosing again works and the message goes.
    await page.unroute('**/text/words-shell.de.json');
    await page.selectOption('#setting-language', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    assert.equal(await page.locator('[data-testid="language-error"]').count(), 0);
    await assertNoSeriousA11yViolations(page);
    session.assertNoPageErrors();
    await session.close();
  });

  test('settings change the language at once and are remembered; every screen passes axe', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await page.goto('/settings');
    await page.waitForSelector('#setting-language');
    await assertNoSeriousA11yViolations(page);
    // The top bar's link to the screen shown is marked current, the other not.
    const current = () => page.$$eval('.top-bar a[aria-current="page"]', (links) => links.map((a) => a.getAttribute('href')));
    await page.waitForSelector('.top-bar a[aria-current="page"]');
    assert.deepEqual(await current(), ['/settings']);
    await page.click('.top-bar-home');
    await page.waitForSelector('.top-bar-home[aria-current="page"]');
    assert.deepEqual(await current(), ['/']);
    await page.goto('/settings');
    await page.waitForSelector('#setting-language');
    await page.selectOption('#setting-language', 'de');
    await page.check('.settings-form input[type="checkbox"] >> nth=0');
    await page.check('.settings-form input[type="checkbox"] >> nth=1');
    // The screen changes language once the German words are here (src/words.rs).
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    assert.equal(await page.getAttribute('html', 'data-high-contrast'), 'on');
    await page.goto('/');
    await page.waitForSelector('.tagline');
    assert.ok((await page.textContent('.tagline')).includes('Vier Tischspiele'));
    for (const route of ['/rules/tuefteln', '/new/tuefteln', '/rules/tweak', '/new/tweak', '/new/swaks', '/rules/swaks', '/new/twinit', '/rules/twinit', '/nowhere']) {
      await page.goto(route);
      await page.waitForSelector('.top-bar');
      await assertNoSeriousA11yViolations(page);
      // Both links are marked once the bar is painted ("false" here), so this cannot pass early.
      await page.waitForSelector('.top-bar-settings[aria-current]');
      assert.deepEqual(await current(), [], `${route}: no top-bar link is the screen shown`);
    }
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });
});
