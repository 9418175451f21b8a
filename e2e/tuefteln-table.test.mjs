// End-to-end tests of Tüfteln's table: with one person and many bots the person writes at once
// while the bots write the same roll in the background (U5), and the person's tile stays the big
// one; a solo game has no "Other tiles" section; the grid is one Tab stop and the focus follows
// the next action after every move.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { focusMovesTo, reportTimings, resetTimings, startGame, useBuiltApp, watchLongTasks } from './flows.mjs';
import { placeOneRoll, round } from './tuefteln-flows.mjs';


/** What has the focus: its tag, test id, cell number and whether it is a target cell. */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return {
    tag: el?.tagName ?? 'NONE',
    testid: el?.dataset?.testid ?? null,
    cell: el?.dataset?.cell ?? null,
    target: el?.classList?.contains('cell--target') ?? false,
  };
});

describe('Tüfteln table', { timeout: 300_000 }, () => {
  const app = useBuiltApp();

  test('one person and fourteen bots (the issue\'s table): the person writes at once, the bots alongside, the tile stays big', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await watchLongTasks(page);
    const bots = [...Array(14)].map((_, i) => ['easy', 'normal', 'strong'][i % 3]);
    await startGame(page, 'tuefteln', [{ who: 'human', name: 'Ana' }, ...bots.map((who) => ({ who }))]);
    await resetTimings(page);
    for (let r = 1; r <= 4; r++) {
      // The person's turn is there at once, with the big tile; the other tiles are the bots'.
      await page.waitForSelector('[data-testid="confirm"]', { timeout: 2_000 });
      assert.equal(await round(page), r);
      assert.equal(await page.locator('.human-turn .tile:not(.tile--compact)').count(), 1);
      assert.equal(await page.locator('.side-panel--others .overview-item').count(), bots.length);
      assert.ok(!(await page.textContent('.side-panel--others')).includes('Ana'), 'the person is not among the other tiles');
      // The bots write in the background while the person thinks: only the person is left.
      await page.waitForFunction(() => document.querySelectorAll('.seat-badge--active').length === 1);
      assert.ok((await page.textContent('.seat-badge--active')).includes('Ana'));
      await placeOneRoll(page);
      await page.waitForFunction((r) => document.querySelector('[data-testid="round"]').textContent.includes(`${r + 1}`), r);
    }
    // When the person confirms first, the tile stays big while the bots finish, and the next
    // roll follows without a pause per bot.
    const started = Date.now();
    await page.click('[data-testid="die-0"]');
    await page.click('.human-turn button.cell--target');
    await page.click('.human-turn button.cell--target');
    await page.click('[data-testid="confirm"]');
    assert.equal(await page.locator('.human-turn .tile:not(.tile--compact)').count(), 1);
    assert.equal(await page.locator('.side-panel--others .overview-item').count(), bots.length);
    await page.waitForFunction(() => document.querySelector('[data-testid="round"]').textContent.includes('6'));
    const waited = Date.now() - started;
    assert.ok(waited < 2_000, `the round took ${waited} ms after the person confirmed`);
    await assertNoSeriousA11yViolations(page);
    await reportTimings(page, 'five rounds of Tüfteln with one person and fourteen bots');
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('the person confirming before the bots: the big tile stays and the bots are named', async () => {
    // No service worker, so the page's own route sees the model's request.
    const session = await newRecordedContext(app.browser, app.server.url, { serviceWorkers: 'block' });
    const page = await session.context.newPage();
    // Strong bots wait for their model: hold its download so the person is sure to write first.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/models/**', async (route) => {
      await held;
      await route.continue();
    });
    await startGame(page, 'tuefteln', [{ who: 'human', name: 'Ana' }, { who: 'strong' }, { who: 'easy' }]);
    // The big tile is drawn once for the person, not again for the wait or the next roll
    // (drawing it again took most of a tap's time on a slow phone): mark the element.
    await page.$eval('.human-turn .tile', (tile) => { tile.dataset.mark = 'first'; });
    await placeOneRoll(page);
    await page.waitForSelector('.human-turn--waiting');
    assert.equal(await page.locator('.human-turn--waiting .tile[data-mark="first"]').count(), 1, 'the same tile while waiting');
    assert.equal(await page.locator('.human-turn--waiting .cell--pending').count(), 0, 'nothing left pending once written');
    assert.equal(await round(page), 1);
    assert.equal(await page.locator('.human-turn--waiting .tile:not(.tile--compact)').count(), 1);
    assert.equal(await page.locator('.side-panel--others .overview-item').count(), 2);
    const status = await page.textContent('.human-turn--waiting [role="status"]');
    assert.ok(/Bot/i.test(status), status);
    // Only the strong bot is left to write: its badge alone is marked.
    await page.waitForFunction(() => document.querySelectorAll('.seat-badge--active').length === 1);
    await assertNoSeriousA11yViolations(page);
    release();
    await page.waitForFunction(() => document.querySelector('[data-testid="round"]').textContent.includes('2'));
    await page.waitForSelector('[data-testid="confirm"]');
    assert.equal(await page.locator('.human-turn:not(.human-turn--waiting) .tile[data-mark="first"]').count(), 1, 'the same tile for the next roll');
    assert.equal(await page.locator('.human-turn .cell--target').count(), 0, 'no die picked yet: no target cell');
    // The person's move ended the last turn: the new one takes the focus, on a die.
    await focusMovesTo(page, '.human-turn .die-button', 'the next roll takes the focus');
    await placeOneRoll(page);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('a tie: two people writing the same numbers in the same cells share first place (U9)', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    await startGame(page, 'tuefteln', [{ who: 'human', name: 'Ana' }, { who: 'human', name: 'Bo' }]);
    // Same tile side, same roll, same choices: the same tile and the same total.
    for (let turn = 0; turn < 30; turn++) {
      await page.waitForSelector('[data-testid="confirm"]');
      await page.waitForFunction(
        (who) => document.querySelector('#turn-title')?.textContent.includes(who),
        turn % 2 === 0 ? 'Ana' : 'Bo',
      );
      await placeOneRoll(page);
    }
    await page.waitForSelector('.end-screen');
    const totals = await page.$$eval('[data-testid="final-total"]', (els) => els.map((e) => Number(e.textContent)));
    assert.equal(totals.length, 2);
    assert.equal(totals[0], totals[1]);
    // Both rows are numbered 1: the list's numbers come from each item's value.
    assert.deepEqual(await page.$$eval('.final-row', (els) => els.map((e) => e.value)), [1, 1]);
    assert.ok((await page.textContent('#end-title')).includes('Ana, Bo'));
    await assertNoSeriousA11yViolations(page);
    session.assertNoPageErrors();
    await session.close();
  });

  test('a big table to its end: the ranking comes a few rows at a time, all of them, best first', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { reducedMotion: 'reduce' });
    const page = await session.context.newPage();
    const seats = [{ who: 'human', name: 'Ana' }, ...Array.from({ length: 11 }, () => ({ who: 'easy' }))];
    await startGame(page, 'tuefteln', seats);
    for (;;) {
      await page.waitForSelector('[data-testid="confirm"], .end-screen');
      if (await page.locator('.end-screen').count()) break;
      await placeOneRoll(page);
    }
    await page.waitForFunction((n) => document.querySelectorAll('.end-screen .final-row').length === n, seats.length);
    const totals = await page.$$eval('[data-testid="final-total"]', (els) => els.map((e) => Number(e.textContent)));
    assert.deepEqual(totals, [...totals].sort((a, b) => b - a), 'best first');
    assert.equal(await page.locator('.end-screen .final-row .tile').count(), seats.length, 'every tile');
    const ranks = await page.$$eval('.final-row', (els) => els.map((e) => e.value));
    assert.equal(ranks[0], 1);
    await assertNoSeriousA11yViolations(page);
    session.assertNoPageErrors();
    await session.close();
  });

  test('solo: no "Other tiles" section; two seats: there is one', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startGame(page, 'tuefteln', [{ who: 'human' }]);
    await page.waitForSelector('[data-testid="confirm"]');
    assert.equal(await page.locator('.side-panel--others').count(), 0);
    assert.equal(await page.locator('#others-title').count(), 0);
    await placeOneRoll(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="round"]').textContent.includes('2'));
    assert.equal(await page.locator('.side-panel--others').count(), 0);
    await startGame(page, 'tuefteln', [{ who: 'human' }, { who: 'easy' }]);
    await page.waitForSelector('.side-panel--others .overview-item');
    assert.equal(await page.locator('#others-title').count(), 1);
    session.assertNoPageErrors();
    await session.close();
  });

  test('keyboard: the grid is one Tab stop and the focus follows the next action', async () => {
    const session = await newRecordedContext(app.browser, app.server.url);
    const page = await session.context.newPage();
    await startGame(page, 'tuefteln', [{ who: 'human' }]);
    await page.waitForSelector('[data-testid="confirm"]');
    const grid = '.human-turn .tile';
    assert.equal(await page.locator(`${grid} [data-cell][tabindex="0"]`).count(), 1);
    assert.equal(await page.locator(`${grid} [data-cell][tabindex="-1"]`).count(), 35);
    for (let r = 1; r <= 3; r++) {
      // One Tab from the second die enters the grid; one more leaves it for the buttons.
      await page.focus('[data-testid="die-1"]');
      await page.keyboard.press('Tab');
      assert.notEqual((await focused(page)).cell, null, 'Tab from the dice enters the grid');
      await page.keyboard.press('Tab');
      const after = await focused(page);
      assert.equal(after.cell, null, 'one more Tab leaves the grid');
      assert.equal(after.tag, 'BUTTON');
      // Pick a die: the focus goes to a cell where it may go; write it there, then the other.
      await page.focus('[data-testid="die-0"]');
      await page.keyboard.press('Enter');
      await focusMovesTo(page, '.human-turn .tile button.cell--target', 'after picking a die the focus is on a target cell');
      // Arrow keys move inside the grid and the grid's Tab stop follows.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      let now = await focused(page);
      assert.equal(await page.getAttribute(`${grid} [data-cell="${now.cell}"]`, 'tabindex'), '0');
      if (!now.target) {
        await page.focus(`${grid} button.cell--target`);
      }
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('.human-turn .cell--pending').length === 1);
      await focusMovesTo(page, '.human-turn .tile button.cell--target', 'after the first number the focus is on a cell for the other');
      await page.keyboard.press('Enter');
      await focusMovesTo(page, '[data-testid="confirm"]:not(:disabled)', 'with both numbers written, Confirm has the focus');
      await page.keyboard.press('Enter');
      await page.waitForFunction((r) => document.querySelector('[data-testid="round"]').textContent.includes(`${r + 1}`), r);
      // The next action of the new round: the first die, a control (not the page's body).
      await focusMovesTo(page, '[data-testid="die-0"]', 'after Confirm the focus is on the first die');
    }
    session.assertNoPageErrors();
    await session.close();
  });
});
