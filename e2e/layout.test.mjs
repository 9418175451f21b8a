// The play screens fit one screen: on a phone (390x844) and a tablet (820x1180), upright and
// turned, TWEAK with twelve cards on the table, Swaks with a seventeen-card hand and a joker's
// number picker, Twin It! with six seats and with all 135 cards spread, and Tüfteln with fifteen
// players show the whole
// table with no page scroll (`scrollHeight <= innerHeight`, and no sideways scroll either).
// The README's screenshots of each table are taken here, from the release build
// (docs/screenshots/; set SCREENSHOTS=0 to skip writing them).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNoSeriousA11yViolations } from './axe.mjs';
import { newRecordedContext } from './browser.mjs';
import { openFixture, openTweakFixture, startGame, useBuiltApp } from './flows.mjs';

const SIZES = {
  'phone': { width: 390, height: 844 },
  'phone-landscape': { width: 844, height: 390 },
  'tablet': { width: 820, height: 1180 },
  'tablet-landscape': { width: 1180, height: 820 },
};
const SHOTS = process.env.SCREENSHOTS !== '0';
const SHOT_DIR = new URL('../docs/screenshots/', import.meta.url);

/** The page's size against the viewport's. */
function extent(page) {
  return page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

async function assertFits(page, what) {
  const e = await extent(page);
  assert.ok(e.scrollHeight <= e.innerHeight, `${what}: the page is ${e.scrollHeight} px high on a ${e.innerHeight} px screen`);
  assert.ok(e.scrollWidth <= e.innerWidth, `${what}: the page is ${e.scrollWidth} px wide on a ${e.innerWidth} px screen`);
}

/** Every part of the table that must be in view is inside the viewport. */
async function assertInView(page, selectors, what) {
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    assert.ok(box, `${what}: ${selector} is on the screen`);
    const { innerHeight, innerWidth } = await extent(page);
    assert.ok(box.y >= 0 && box.y + box.height <= innerHeight + 1 && box.x + box.width <= innerWidth + 1,
      `${what}: ${selector} is inside the screen (${JSON.stringify(box)})`);
  }
}

describe('play screens fit one screen', { timeout: 600_000 }, () => {
  const app = useBuiltApp();

  test('TWEAK with twelve table cards, at every size', async () => {
    for (const [name, viewport] of Object.entries(SIZES)) {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport, reducedMotion: 'reduce' });
      const page = await session.context.newPage();
      await openTweakFixture(page, 'full_table.json', 'tweak-full');
      await page.waitForSelector('.own-hand[data-my-turn="true"]');
      assert.equal(await page.locator('[data-testid="table-cards"] .card').count(), 12);
      if (SHOTS) await page.screenshot({ path: new URL(`tweak-${name}.png`, SHOT_DIR).pathname });
      await assertFits(page, `TWEAK on a ${name}`);
      await assertInView(page, ['.seat-strip', '[data-testid="target"]', '[data-testid="table-cards"] li:last-child',
        '[data-testid="hand"]', '[data-testid="take-sum"]', '[data-testid="place-card"]'], `TWEAK on a ${name}`);
      if (name === 'phone') await assertNoSeriousA11yViolations(page);
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
      await session.close();
    }
  });

  test('Swaks with a seventeen-card hand and a joker picked, at every size', async () => {
    for (const [name, viewport] of Object.entries(SIZES)) {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport, reducedMotion: 'reduce' });
      const page = await session.context.newPage();
      await openFixture(page, 'swaks', 'combination.json', 'swaks-combo');
      await page.waitForSelector('[data-testid="swaks-hand"]');
      assert.equal(await page.locator('.swaks-hand-card').count(), 17);
      await page.click('.swaks-hand-card[data-card="41"]'); // the Sheep joker: its number picker
      await page.waitForSelector('.swaks-joker-picker');
      if (SHOTS) await page.screenshot({ path: new URL(`swaks-${name}.png`, SHOT_DIR).pathname });
      await assertFits(page, `Swaks on a ${name}`);
      await assertInView(page, ['.seat-strip', '[data-testid="swaks-top"]', '[data-testid="swaks-direction"]',
        '[data-testid="swaks-countdown"]', '[data-testid="swaks-hand"]', '.swaks-joker-picker', '[data-testid="swaks-draw"]'],
      `Swaks on a ${name}`);
      if (name === 'phone') await assertNoSeriousA11yViolations(page);
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
      await session.close();
    }
  });

  test('Twin It! with six seats mid-game, and the spread of Tous ensemble, at every size', async () => {
    for (const [name, viewport] of Object.entries(SIZES)) {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport, reducedMotion: 'reduce' });
      const page = await session.context.newPage();
      await openFixture(page, 'twinit', 'busy.json', 'twinit-busy');
      await page.waitForSelector('[data-testid="tw-zone-5"]');
      if (SHOTS) await page.screenshot({ path: new URL(`twinit-${name}.png`, SHOT_DIR).pathname });
      await assertFits(page, `Twin It! with six seats on a ${name}`);
      await assertInView(page, ['[data-testid="tw-zone-0"]', '[data-testid="tw-zone-5"]', '[data-testid="tw-cards"]',
        '[data-testid="tw-turn-0"]', '[data-testid="tw-latest"]'], `Twin It! with six seats on a ${name}`);
      if (name === 'phone') await assertNoSeriousA11yViolations(page);

      await openFixture(page, 'twinit', 'together.json', 'twinit-together');
      await page.click('[data-testid="tw-start"]');
      await page.waitForSelector('.tw-cards--spread');
      assert.equal(await page.locator('.tw-cards--spread .tw-card').count(), 135);
      if (SHOTS) await page.screenshot({ path: new URL(`twinit-together-${name}.png`, SHOT_DIR).pathname });
      await assertFits(page, `Tous ensemble on a ${name}`);
      await assertInView(page, ['[data-testid="tw-countdown"]', '.tw-cards--spread li:first-child', '.tw-cards--spread li:last-child'],
        `Tous ensemble on a ${name}`);
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
      await session.close();
    }
  });

  test('TWEAK with a [T!] card chosen and waiting for Confirm, at every size', async () => {
    for (const [name, viewport] of Object.entries(SIZES)) {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport, reducedMotion: 'reduce' });
      const page = await session.context.newPage();
      await openTweakFixture(page, 'action_card.json', 'tweak-action');
      await page.waitForSelector('.own-hand[data-my-turn="true"]');
      await page.click('[data-testid="action-card"]');
      await page.waitForSelector('[data-testid="confirm-action"]');
      await assertFits(page, `TWEAK with a [T!] card chosen on a ${name}`);
      await assertInView(page, ['[data-testid="hand"]', '[data-testid="confirm-action"]', '[data-testid="take-back-action"]'],
        `TWEAK with a [T!] card chosen on a ${name}`);
      session.assertNoPageErrors();
      await session.close();
    }
  });

  test('Tüfteln with fifteen players, at every size', async () => {
    const seats = [{ name: 'Ana', who: 'human' }, ...Array.from({ length: 14 }, () => ({ who: 'easy' }))];
    for (const [name, viewport] of Object.entries(SIZES)) {
      const session = await newRecordedContext(app.browser, app.server.url, { viewport, reducedMotion: 'reduce' });
      const page = await session.context.newPage();
      await startGame(page, 'tuefteln', seats, { seed: '2024' });
      await page.waitForSelector('.human-turn .tile');
      if (SHOTS) await page.screenshot({ path: new URL(`tuefteln-${name}.png`, SHOT_DIR).pathname });
      await assertFits(page, `Tüfteln on a ${name}`);
      await assertInView(page, ['.round-bar', '.human-turn .tile', '[data-testid="die-1"]', '[data-testid="confirm"]'],
        `Tüfteln on a ${name}`);
      const tile = await page.locator('.human-turn .tile').boundingBox();
      const short = Math.min(viewport.width, viewport.height);
      console.log(`# Tüfteln on a ${name}: the tile is ${Math.round(tile.width)} px wide (${Math.round(100 * tile.width / short)}% of the short side)`);
      if (name.startsWith('tablet')) {
        assert.ok(tile.width >= 0.6 * short, `on a tablet the tile uses most of the short side (${tile.width} of ${short})`);
        // The other tiles stay readable.
        const digits = await page.evaluate(() => {
          const cell = document.querySelector('.side-panel--others .tile--compact .cell');
          return cell ? parseFloat(getComputedStyle(cell).fontSize) : 0;
        });
        assert.ok(digits >= 14, `the other tiles' digits are ${digits} px`);
      }
      if (name === 'phone') await assertNoSeriousA11yViolations(page);
      session.assertOnlyLocalRequests();
      session.assertNoPageErrors();
      await session.close();
    }
  });

  test('Tüfteln on a tablet lying flat, two people facing each other', async () => {
    for (const name of ['tablet', 'tablet-landscape']) {
      const viewport = SIZES[name];
      const session = await newRecordedContext(app.browser, app.server.url, { viewport, reducedMotion: 'reduce' });
      const page = await session.context.newPage();
      await page.goto('/settings');
      await page.waitForSelector('#setting-language');
      await page.check('.settings-form input[type="checkbox"] >> nth=2');
      await startGame(page, 'tuefteln', [{ name: 'Ana', who: 'human' }, { name: 'Bo', who: 'human' }], { seed: '2024' });
      await page.waitForSelector('.table-flat .human-turn .tile');
      await assertFits(page, `the flat table on a ${name}`);
      await assertInView(page, ['.table-flat-top .tile', '.human-turn .tile', '[data-testid="confirm"]'], `the flat table on a ${name}`);
      // The person writing is big in the middle, not again on their edge.
      assert.equal(await page.locator('.table-flat-bottom .overview-item:visible').count(), 0);
      if (SHOTS && name === 'tablet') await page.screenshot({ path: new URL('tuefteln-flat-tablet.png', SHOT_DIR).pathname });
      session.assertNoPageErrors();
      await session.close();
    }
  });
});
