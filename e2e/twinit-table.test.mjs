// End-to-end tests of Twin It!'s table, played through the built app in Chromium: a Chacun pour
// soi game against a bot, with a reload in the middle; two people claiming at the same moment on
// one multi-touch tablet, each claim counted for the person whose corner it started in; and a
// Tous ensemble minute run on a fake clock, ending with the rule book's rating.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { focusMovesTo, openFixture, reportTimings, resetTimings, startGame, useBuiltApp, watchLongTasks } from './flows.mjs';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
const TABLE = '[data-testid="twinit-table"]';

/** Two visible faces (spot codes) showing the same motif, if any; own prises are skipped. */
async function findPair(page) {
  return page.$$eval('[data-testid="twinit-table"] .tw-card[data-spot]', (cards) => {
    const seen = new Map();
    for (const card of cards) {
      const motif = card.dataset.motif;
      if (seen.has(motif)) return [seen.get(motif), card.dataset.spot];
      seen.set(motif, card.dataset.spot);
    }
    return null;
  });
}

/** The prises a seat holds, read from its zone's count ("3 of 5 prises"). */
async function prises(page, seat) {
  const text = await page.textContent(`[data-testid="tw-count-${seat}"]`);
  return Number(text.match(/\d+/)[0]);
}

/** Clicks a face by its spot code; false if it went (the table runs in real time). */
async function tap(page, spot) {
  try {
    await page.click(`[data-spot="${spot}"]`, { timeout: 2_000 });
    return true;
  } catch (e) {
    if (/not attached|detached|Timeout|intercept/i.test(String(e))) return false;
    throw e;
  }
}

/** The centre of an element's box. */
async function centre(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is on screen`);
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

describe('Twin It! table', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('Chacun pour soi against a bot: claims through the screen, a reload, the end', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: PHONE });
    const page = await session.context.newPage();
    await watchLongTasks(page);
    await openFixture(page, 'twinit', 'alone.json', 'twinit-alone');
    await page.waitForSelector('[data-testid="tw-start"]');
    await assertNoSeriousA11yViolations(page);
    // The ready panel dims the table, not the top bar: Home and Settings stay in reach.
    for (const link of ['.top-bar-home', '.top-bar-settings']) {
      const point = await centre(page, link);
      const reached = await page.evaluate(({ x, y, link }) => !!document.elementFromPoint(x, y)?.closest(link), { ...point, link });
      assert.ok(reached, `${link} is not covered by the ready panel`);
    }
    await page.click('[data-testid="tw-start"]');
    await resetTimings(page);
    await assertNoSeriousA11yViolations(page, { include: TABLE });

    let claimed = 0;
    let reloaded = false;
    for (let step = 0; step < 400 && !(await page.$('[data-testid="tw-end"]')); step += 1) {
      const pair = await findPair(page);
      if (pair) {
        const before = await prises(page, 0);
        if ((await tap(page, pair[0])) && (await tap(page, pair[1]))) {
          await page.waitForTimeout(50);
          if ((await prises(page, 0)) > before) claimed += 1;
        }
      } else if (await page.isEnabled('[data-testid="tw-turn-0"]').catch(() => false)) {
        await page.click('[data-testid="tw-turn-0"]', { timeout: 2_000 }).catch(() => {});
      } else {
        await page.waitForTimeout(150); // Bo turns, or looks for a pair
      }
      if (claimed === 2 && !reloaded) {
        // A reload mid-game: the prises and the log are where they were.
        const log = await page.$$eval('[data-testid="tw-log"] li', (lis) => lis.map((li) => li.textContent));
        const held = await prises(page, 0);
        await page.reload();
        await page.waitForSelector('[data-testid="tw-zone-0"]');
        assert.equal(await prises(page, 0), held, 'the prises survive a reload');
        const after = await page.$$eval('[data-testid="tw-log"] li', (lis) => lis.map((li) => li.textContent));
        assert.deepEqual(after, log, 'the log survives a reload');
        reloaded = true;
      }
    }
    assert.ok(reloaded, 'Ana won two prises');
    await page.waitForSelector('[data-testid="tw-end"]');
    const end = await page.textContent('[data-testid="tw-end"]');
    assert.match(end, /Ana wins!|Bo wins!|Shared win/);
    await focusMovesTo(page, '#tw-end-title', 'the end takes the focus');
    const log = await page.$$eval('[data-testid="tw-log"] li', (lis) => lis.map((li) => li.textContent));
    assert.ok(log.some((line) => /^Ana wins the pair of .+!$/.test(line)), log.join('\n'));
    await reportTimings(page, 'Twin It! against a bot');
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('two people claim at the same moment on one tablet, each for themselves', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: TABLET, hasTouch: true });
    const page = await session.context.newPage();
    const play = JSON.parse(await readFile(new URL('../src/games/twinit/fixtures/two-people.play.json', import.meta.url), 'utf8'));
    await openFixture(page, 'twinit', 'two-people.json', 'twinit-two');
    await page.waitForSelector('[data-testid="tw-zone-1"]');
    assert.ok(await page.$('.tw-table--shared'), 'a table shared by several people');
    const ana = await centre(page, '[data-testid="tw-zone-0"] .tw-zone-head');
    const bo = await centre(page, '[data-testid="tw-zone-1"] .tw-zone-head');
    const spot = (code) => centre(page, `[data-spot="${code}"]`);
    const cdp = await session.context.newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i, radiusX: 4, radiusY: 4, force: 1 })),
    });
    // Two fingers at once, each from its own corner: Ana's and Bo's first hands.
    const [a1, b1] = [await spot(play.ana[0]), await spot(play.bo[0])];
    await touch('touchStart', [ana, bo]);
    await touch('touchMove', [a1, b1]);
    await touch('touchEnd', []);
    await page.waitForSelector('.tw-hands');
    assert.equal(await page.locator('[aria-pressed="true"]').count(), 2, 'each first hand lies on its card');
    // Both second hands land at the same moment.
    const [a2, b2] = [await spot(play.ana[1]), await spot(play.bo[1])];
    await touch('touchStart', [ana, bo]);
    await touch('touchMove', [a2, b2]);
    await touch('touchEnd', []);
    await page.waitForFunction(() => document.querySelectorAll('.tw-prise').length === 2);
    assert.equal(await prises(page, 0), 1, 'Ana won her pair');
    assert.equal(await prises(page, 1), 1, 'Bo won his');
    const log = await page.$$eval('[data-testid="tw-log"] li', (lis) => lis.map((li) => li.textContent));
    assert.ok(log.some((l) => l.startsWith('Ana wins the pair')) && log.some((l) => l.startsWith('Bo wins the pair')), log.join('\n'));
    // A tap on a shared card that did not start in a corner belongs to nobody, and says so.
    const pair = await findPair(page);
    if (pair) {
      await page.tap(`[data-spot="${pair[0]}"]`);
      await page.waitForFunction(() => [...document.querySelectorAll('.tw-zone-note')].some((n) => n.textContent.includes('your own corner')));
    }
    await assertNoSeriousA11yViolations(page, { include: TABLE });
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });

  test('Tous ensemble: a minute on a fake clock, a pair, a card turned over, the rating', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: TABLET });
    const page = await session.context.newPage();
    await page.clock.install();
    await openFixture(page, 'twinit', 'together.json', 'twinit-together');
    await page.waitForSelector('[data-testid="tw-start"]');
    await page.click('[data-testid="tw-start"]');
    assert.equal(await page.locator('.tw-cards--spread .tw-card').count(), 135, 'all 135 cards are spread');
    assert.match(await page.textContent('[data-testid="tw-countdown"]'), /60 s left/);
    // One pair scores a point.
    const pair = await findPair(page);
    assert.ok(pair, 'a pair shows among 135 cards');
    await page.click(`[data-spot="${pair[0]}"]`);
    await page.click(`[data-spot="${pair[1]}"]`);
    await page.waitForFunction(() => document.querySelector('[data-testid="tw-score"]').textContent === '1 point');
    // A picked card tapped again is turned over: it shows its other face.
    const card = page.locator('.tw-cards--spread .tw-card').first();
    const [code, motif] = [await card.getAttribute('data-spot'), await card.getAttribute('data-motif')];
    await page.click(`[data-spot="${code}"]`);
    await page.click(`[data-spot="${code}"]`);
    await page.waitForFunction(([c, m]) => document.querySelector(`[data-spot="${c}"]`)?.dataset.motif !== m, [code, motif]);
    // Half a minute passes, then the rest.
    await page.clock.runFor(30_000);
    await page.waitForFunction(() => /^(2[89]|3[01]) s left/.test(document.querySelector('[data-testid="tw-countdown"] .tw-countdown-text').textContent));
    await page.clock.runFor(31_000);
    await page.waitForSelector('[data-testid="tw-end"]');
    assert.equal(await page.getAttribute('[data-testid="tw-rating"]', 'data-rating'), 'taupes', '1 point alone is Moles (W6)');
    assert.match(await page.textContent('[data-testid="tw-final-score"]'), /^1 point$/);
    assert.match(await page.textContent('[data-testid="tw-end"]'), /Eaglets from 5, Falcons from 7, Lynxes from 10 points/);
    await assertNoSeriousA11yViolations(page);
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });
  test('Les Clans and Le Ring from the new-game screen: a seat count refused in words, a hand laid and lifted, five piles', async () => {
    const session = await newRecordedContext(app.browser, app.server.url, { viewport: TABLET });
    const page = await session.context.newPage();
    const clans = (p) => p.check('input[name="twinit-mode"][value="clans"]');
    // Three seats cannot play Les Clans: the form says so and starts nothing.
    await page.goto('/new/twinit');
    await page.waitForSelector('[data-testid="start-game"]');
    await clans(page);
    while ((await page.$$('.seat-editor-row')).length < 3) await page.click('.seat-editor > .button');
    await page.click('[data-testid="start-game"]');
    assert.match(await page.textContent('[data-testid="form-error"]'), /Les Clans .* is played by 4 to 6 players\./);
    // Four seats: Ana and her bot teammate along the bottom edge, the other team along the top.
    await startGame(page, 'twinit', [{ who: 'human' }, { who: 'easy' }, { who: 'easy' }, { who: 'easy' }], { configure: clans });
    assert.equal(await page.locator('.tw-side--bottom .tw-zone').count(), 2, 'Ana and her teammate');
    assert.equal(await page.locator('.tw-side--top .tw-team').first().textContent(), '☾', 'the other team, by its symbol');
    await page.click('[data-testid="tw-start"]');
    // Ana's hand on her own pile's top card: her symbol shows there; touching it again lifts it.
    const own = '[data-testid="tw-pile-0"] [data-spot]';
    await page.click(own);
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true'
      || document.querySelector('[data-testid="tw-latest"]').textContent.length > 0, own);
    if ((await page.getAttribute(own, 'aria-pressed')) === 'true') {
      await page.click(own);
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'false', own);
    }
    // Le Ring: five shared piles with their Turn buttons.
    await startGame(page, 'twinit', [{ who: 'human' }, { who: 'easy' }], { configure: (p) => p.check('input[name="twinit-mode"][value="ring"]') });
    assert.equal(await page.locator('.tw-ring-pile').count(), 5);
    await page.click('[data-testid="tw-start"]');
    await assertNoSeriousA11yViolations(page, { include: TABLE });
    session.assertOnlyLocalRequests();
    session.assertNoPageErrors();
    await session.close();
  });
});
